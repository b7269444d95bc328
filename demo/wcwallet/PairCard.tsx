import { useId, useState, type FormEvent } from 'react'
import { Card } from '../components/Card.js'

export interface PairCardProps {
  busy: boolean
  disabled: boolean
  error: string | undefined
  onPair(uri: string): void
  onDismissError(): void
}

/** Where the visitor pastes the site's `wc:` link, the way a phone wallet scans its QR code. */
export function PairCard({ busy, disabled, error, onPair, onDismissError }: PairCardProps) {
  const id = useId()
  const [uri, setUri] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onPair(uri)
    setUri('')
  }
  return (
    <Card title="Pair with a site" subtitle="Copy the link under the site's QR code and paste it here.">
      <form className="stack" onSubmit={submit} aria-busy={busy || undefined}>
        <label className="field" htmlFor={id}>WalletConnect URI</label>
        <input
          id={id}
          className="mono"
          value={uri}
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          onChange={(event) => setUri(event.target.value)}
        />
        <div className="actions">
          <button type="submit" className="primary" disabled={disabled || busy} aria-busy={busy || undefined}>
            {busy ? 'Pairing…' : 'Pair'}
          </button>
        </div>
      </form>
      {error ? (
        <div className="error wc-error" role="alert">
          <span data-testid="wc-error">{error}</span>
          <button type="button" className="wc-link-button" onClick={onDismissError}>Dismiss</button>
        </div>
      ) : null}
    </Card>
  )
}
