import type { ChainNamespace, Kernel } from 'portico/core'
import { WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectConnector.js'

/**
 * The namespace a pairing connects first: the active chain's, when this plugin serves it, else the
 * first it serves. The session asks for every namespace anyway; this is the one the connect()
 * promise answers for. Undefined without any chain plugin: there is nothing to connect then.
 */
export function pairingNamespace(kernel: Kernel): ChainNamespace | undefined {
  const served = kernel.store('connectors').getState().connectors
    .filter((connector) => connector.id === WALLET_CONNECT_CONNECTOR_ID)
    .map((connector) => connector.chain)
  const active = kernel.store('chains').getState().activeNamespace
  return active && served.includes(active) ? active : served[0]
}

/** Whether `namespace` (any, when left out) is connected through this plugin's session. */
export function holdsSession(kernel: Kernel, namespace?: ChainNamespace): boolean {
  const { byNamespace } = kernel.store('chains').getState()
  const chains = namespace ? [byNamespace[namespace]] : Object.values(byNamespace)
  return chains.some((chain) => chain?.connectorId === WALLET_CONNECT_CONNECTOR_ID && chain.account.status === 'connected')
}
