import { useCallback, useEffect, useRef, useState } from 'react'
import { connect } from '../../../core/actions/connect.js'
import { shakeModal } from '../../../core/actions/modalActions.js'
import { connectionErrors } from '../../../core/errors/ConnectionError.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import type { ConnectorInfo, BrowserWallet } from '../../../core/types/connector.js'
import { Button } from '../../components/Button.js'
import { Icon } from '../../components/Icon.js'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'
import { browserWalletOf } from '../../connect/externalViewData.js'
import { rememberRecentConnector } from '../../connect/recentWallet.js'
import { useMessages } from '../../i18n/useMessages.js'

/** ConnectingExternal's look: the waiting and failed states, and the chain family chooser. */
export const externalCss = /* css */ `
.pc-external { padding: 20px 0 8px; gap: 12px; }
.pc-external-text { display: flex; flex-direction: column; gap: 4px; margin-bottom: 4px; }
.pc-external-text p { margin: 0; }
.pc-external-chooser { display: flex; flex-direction: column; gap: 16px; padding-top: 8px; }
.pc-external-chooser .pc-external-text { align-items: center; text-align: center; }
`

/**
 * The connector ConnectingExternal connects: the one the view data names, else the only one of
 * the browser wallet it was opened with. Undefined while a multi-chain wallet's family is unchosen.
 */
export function connectorToConnect(data: ViewData | undefined): ConnectorInfo | undefined {
  if (data?.connector) return data.connector
  const wallet = browserWalletOf(data)
  return wallet && wallet.connectors.length === 1 ? wallet.connectors[0] : undefined
}

/** Whether the visitor still looks at the request to `connector`: after Back or close, it answers nobody. */
export function isShowing(kernel: Kernel, connector: ConnectorInfo): boolean {
  const { view, data } = kernel.store('router').getState()
  const shown = view === 'ConnectingExternal' ? connectorToConnect(data) : undefined
  return shown?.id === connector.id && shown.chain === connector.chain
}

type Phase = 'connecting' | 'rejected' | 'failed'

export interface ExternalConnectionProps {
  kernel: Kernel
  connector: ConnectorInfo
  /** The browser wallet the connector belongs to, remembered as the recent wallet. */
  wallet: BrowserWallet | undefined
}

function holdsSession(kernel: Kernel, connector: ConnectorInfo): boolean {
  const chain = kernel.store('chains').getState().byNamespace[connector.chain]
  return chain?.connectorId === connector.id && chain.account.status === 'connected'
}

/**
 * A browser wallet (extension, injected, announced) asked to connect one namespace. The request
 * goes out once on mount, also under StrictMode's double mount; the visitor retries by hand after
 * a refusal. Once the wallet answers, the connection takes the modal to Account (core's
 * afterConnect); here the wallet is remembered as the recent one.
 */
export function ExternalConnection({ kernel, connector, wallet }: ExternalConnectionProps) {
  const [phase, setPhase] = useState<Phase>('connecting')
  const { t, coded } = useMessages()
  const attempt = useRef(0)

  const run = useCallback(() => {
    const current = ++attempt.current
    const stillHere = () => current === attempt.current && isShowing(kernel, connector)
    setPhase('connecting')
    connect(kernel, { connectorId: connector.id, namespace: connector.chain }).then(
      () => rememberRecentConnector(kernel, connector, wallet),
      (error: unknown) => {
        if (!stillHere()) return
        setPhase(isPorticoError(error, 'CONNECTION_REJECTED') ? 'rejected' : 'failed')
        shakeModal(kernel)
      },
    )
  }, [kernel, connector, wallet])

  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    // The wallet already holds the session (the router shows Account rather than this view):
    // asking it again would prompt the visitor twice.
    if (!holdsSession(kernel, connector)) run()
  }, [run, kernel, connector])

  const name = wallet?.name ?? connector.name
  return (
    <div className="pc-center pc-external" data-phase={phase}>
      <WalletImage name={name} src={wallet?.icon ?? connector.imageUrl ?? connector.info?.icon} size={80} />
      {phase === 'connecting' ? (
        <>
          <div className="pc-external-text">
            <p className="pc-heading">{t('continueIn', { name })}</p>
            <p className="pc-text-muted">{t('acceptRequestInWallet')}</p>
          </div>
          <Spinner size={24} label={t('waitingFor', { name })} />
        </>
      ) : (
        <>
          <div className="pc-external-text" role="alert">
            <p className="pc-heading" style={{ color: 'var(--pc-error)' }}>
              {phase === 'rejected' ? coded('CONNECTION_REJECTED', connectionErrors.CONNECTION_REJECTED) : coded('FAILED_TO_CONNECT', connectionErrors.FAILED_TO_CONNECT)}
            </p>
            <p className="pc-text-muted">
              {phase === 'rejected' ? t('requestDeclinedIn', { name }) : t('walletDidNotComplete', { name })}
            </p>
          </div>
          <Button variant="secondary" onClick={run}>
            <Icon name="refresh" size={18} />
            {t('tryAgain')}
          </Button>
        </>
      )}
    </div>
  )
}
