import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import { connect } from '../../core/actions/connect.js'
import { shakeModal } from '../../core/actions/shakeModal.js'
import { connectionErrors } from '../../core/errors/ConnectionError.js'
import { isPorticoError } from '../../core/errors/PorticoError.js'
import type { Kernel } from '../../core/kernel/types.js'
import { goBack } from '../../core/router/goBack.js'
import { reset } from '../../core/router/reset.js'
import type { ConnectorInfo } from '../../core/types/connector.js'
import { Button } from '../components/Button.js'
import { Icon } from '../components/Icon.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { rememberRecentWallet } from '../connect/recentWallet.js'
import type { ViewProps } from './viewRegistry.js'

type Phase = 'connecting' | 'rejected' | 'failed'

const css = /* css */ `
.pc-external { padding: 20px 0 8px; gap: 12px; }
.pc-external-text { display: flex; flex-direction: column; gap: 4px; margin-bottom: 4px; }
.pc-external-text p { margin: 0; }
`

/**
 * A browser wallet (extension, injected, announced) asked to connect. The request goes out once
 * on mount, also under StrictMode's double mount; the visitor retries by hand after a refusal.
 * Once the wallet answers, the modal shows Account in a fresh history: there is nothing to go
 * back to in a finished connection.
 */
function holdsSession(kernel: ViewProps['kernel'], connectorId: string, namespace: ChainNamespace): boolean {
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  return chain?.connectorId === connectorId && chain.account.status === 'connected'
}

export default function ConnectingExternal({ kernel, data }: ViewProps) {
  const connector = data?.connector
  const [phase, setPhase] = useState<Phase>('connecting')
  const attempt = useRef(0)

  const run = useCallback(() => {
    if (!connector) return
    const current = ++attempt.current
    // Only while the visitor still looks at this request: after Back or close, it answers nobody.
    const stillHere = () => current === attempt.current && isShowing(kernel, connector)
    setPhase('connecting')
    connect(kernel, { connectorId: connector.id, namespace: connector.chain }).then(
      () => {
        rememberRecentWallet(kernel, connector.id)
        if (stillHere()) reset(kernel, 'Account')
      },
      (error: unknown) => {
        if (!stillHere()) return
        setPhase(isPorticoError(error, 'CONNECTION_REJECTED') ? 'rejected' : 'failed')
        shakeModal(kernel)
      },
    )
  }, [kernel, connector])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // Back onto this view after its connection finished elsewhere (an UnsupportedChain detour): the
    // wallet already holds the session, so asking it again would prompt the visitor twice.
    if (connector && holdsSession(kernel, connector.id, connector.chain)) return reset(kernel, 'Account')
    run()
  }, [run, kernel, connector])

  if (!connector) {
    return (
      <div className="pc-center pc-external">
        <style>{css}</style>
        <p className="pc-heading" role="alert">{connectionErrors.NO_CONNECTOR_FOR_CONNECTION}</p>
        <Button variant="secondary" onClick={() => goBack(kernel)}>Back</Button>
      </div>
    )
  }

  const { name } = connector
  return (
    <div className="pc-center pc-external" data-phase={phase}>
      <style>{css}</style>
      <WalletImage name={name} src={connector.imageUrl ?? connector.info?.icon} size={80} />
      {phase === 'connecting' ? (
        <>
          <div className="pc-external-text">
            <p className="pc-heading">Continue in {name}</p>
            <p className="pc-text-muted">Accept the connection request in your wallet.</p>
          </div>
          <Spinner size={24} label={`Waiting for ${name}`} />
        </>
      ) : (
        <>
          <div className="pc-external-text" role="alert">
            <p className="pc-heading" style={{ color: 'var(--pc-error)' }}>
              {phase === 'rejected' ? connectionErrors.CONNECTION_REJECTED : connectionErrors.FAILED_TO_CONNECT}
            </p>
            <p className="pc-text-muted">
              {phase === 'rejected' ? `The request was declined in ${name}.` : `${name} did not complete the connection.`}
            </p>
          </div>
          <Button variant="secondary" onClick={run}>
            <Icon name="refresh" size={18} />
            Try again
          </Button>
        </>
      )}
    </div>
  )
}

function isShowing(kernel: Kernel, connector: ConnectorInfo): boolean {
  const { view, data } = kernel.store('router').getState()
  return view === 'ConnectingExternal' && data?.connector?.id === connector.id
}
