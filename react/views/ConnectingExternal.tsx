import { connectionErrors } from '../../core/errors/ConnectionError.js'
import { goBack } from '../../core/router/navigationRules.js'
import { replace } from '../../core/router/router.js'
import { Button } from '../components/Button.js'
import { browserWalletOf, externalViewData } from '../connect/externalViewData.js'
import { ChainChooser } from './ConnectingExternal/ChainChooser.js'
import { connectorToConnect, ExternalConnection, externalCss } from './ConnectingExternal/ExternalConnection.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

/**
 * Connecting a browser wallet, opened with `{ connector, wallet? }`. A multi-chain wallet opened
 * without a connector first asks which chain family; the choice replaces this entry with one that
 * names the connector, so the router always says what is being connected (and Back still leads to
 * where the visitor picked the wallet).
 */
export default function ConnectingExternal({ kernel, data }: ViewProps) {
  const wallet = browserWalletOf(data)
  const connector = connectorToConnect(data)
  const { t, coded } = useMessages()

  if (connector) {
    return (
      <>
        <style>{externalCss}</style>
        {/* A new connector is a new request: its phase and its once-only start begin afresh. */}
        <ExternalConnection key={`${connector.chain}:${connector.id}`} kernel={kernel} connector={connector} wallet={wallet} />
      </>
    )
  }

  if (wallet && wallet.connectors.length > 0) {
    return (
      <>
        <style>{externalCss}</style>
        <ChainChooser
          kernel={kernel}
          wallet={wallet}
          onChoose={(chosen, shown) => replace(kernel, 'ConnectingExternal', externalViewData({ connector: chosen, wallet: shown }))}
        />
      </>
    )
  }

  return (
    <div className="pc-center pc-external">
      <style>{externalCss}</style>
      <p className="pc-heading" role="alert">{coded('NO_CONNECTOR_FOR_CONNECTION', connectionErrors.NO_CONNECTOR_FOR_CONNECTION)}</p>
      <Button variant="secondary" onClick={() => goBack(kernel)}>{t('back')}</Button>
    </div>
  )
}
