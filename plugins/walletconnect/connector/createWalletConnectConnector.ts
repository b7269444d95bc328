import type { ChainNamespace, Kernel, Connector } from 'portico/core'
import type { LazyRuntime } from '../runtime/lazyRuntime.js'

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

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect'

// A plain QR glyph of our own (not a trademark), so the Connect row has a picture without a fetch.
const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' rx='10' fill='%233366ff'/%3E%3Cpath d='M9 9h9v9H9zM22 9h9v9h-9zM9 22h9v9H9zM22 22h4v4h-4zM27 27h4v4h-4zM27 22h4M22 27h4v4' fill='%23fff'/%3E%3C/svg%3E"

export interface WalletConnectConnector extends Connector {
  /**
   * The chain provider handshake: the provider the namespace's own plugin makes from this
   * session (its `remote.provider`), which its capabilities and a site's library use.
   */
  getProvider(): unknown
}

/**
 * The WALLET_CONNECT connector of one namespace. Every namespace's connector shares one session,
 * so disconnecting any of them ends every chain (SPEC section 4). The connector is small and
 * eager; the work happens in the runtime, loaded on the first connect or restore.
 */
export function createWalletConnectConnector(namespace: ChainNamespace, runtime: LazyRuntime): WalletConnectConnector {
  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    name: WALLET_CONNECT_CONNECTOR_NAME,
    type: 'WALLET_CONNECT',
    chain: namespace,
    imageUrl: ICON,
    loginMethod: WALLET_CONNECT_CONNECTOR_ID,
    disconnectsAllChains: true,
    connect: ({ caipNetworkId }) => runtime.run((loaded) => loaded.connect(namespace, caipNetworkId), { abortable: true }),
    // Start only calls this for a namespace the kernel remembers for this connector: a site whose
    // visitor never used WalletConnect loads nothing of it.
    reconnect: () => runtime.run((loaded) => loaded.restore(namespace)).catch(() => undefined),
    disconnect: async () => {
      await runtime.loaded()?.disconnect()
    },
    // Only while the session holds an account of the namespace: the handshake says "no session" with undefined.
    getProvider: () => runtime.loaded()?.providerOf(namespace),
  }
}
