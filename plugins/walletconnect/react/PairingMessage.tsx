import { connectionErrors } from '../../../core/errors/ConnectionError.js'
import { Button } from '../../../react/components/Button.js'
import { Icon } from '../../../react/components/Icon.js'
import { Spinner } from '../../../react/components/Spinner.js'
import type { PairingPhase } from './usePairingConnection.js'

/** While the link is being made: the SDK loads and the relay takes the proposal. */
export function PairingLoading() {
  return (
    <>
      <Spinner size={28} label="Preparing the connection" />
      <p className="pc-text-muted pc-text-small" aria-hidden="true">Preparing the connection…</p>
    </>
  )
}

/** SPEC section 8's text for how the pairing ended, once, with a way to try again. */
export function PairingError({ phase, name, onRetry }: { phase: Exclude<PairingPhase, 'pairing'>; name: string; onRetry(): void }) {
  if (phase === 'unavailable') {
    return <p className="pc-heading pc-wcp-error" role="alert">{connectionErrors.NO_CONNECTOR_FOR_CONNECTION}</p>
  }
  const rejected = phase === 'rejected'
  return (
    <>
      <div role="alert">
        <p className="pc-heading pc-wcp-error">{rejected ? connectionErrors.CONNECTION_REJECTED : connectionErrors.FAILED_TO_CONNECT}</p>
        <p className="pc-text-muted pc-text-small">
          {rejected ? `The request was declined in ${name}.` : 'The connection could not be set up. Check your connection and try again.'}
        </p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <Icon name="refresh" size={18} />
        Try again
      </Button>
    </>
  )
}
