import type { Kernel } from '../../../core/kernel/types.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import type { ConnectorInfo } from '../../../core/types/connector.js'
import { browserWalletOf } from '../../connect/externalViewData.js'

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
