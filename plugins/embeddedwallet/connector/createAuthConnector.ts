import type { ChainNamespace, Connector } from 'portico/core'
import type { LoginLabel } from '../EmbeddedWalletService.js'
import type { LazyFrameWallet } from '../wallet/lazyFrameWallet.js'

export const AUTH_CONNECTOR_ID = 'embeddedWallet'
export const AUTH_CONNECTOR_NAME = 'Email'

/**
 * The AUTH connector of one namespace (SPEC section 3): the embedded wallet's session, shared by
 * every namespace it serves, so disconnecting one ends them all (SPEC section 4). Small and eager;
 * the frame and its chunk load on the first connect, or on start for a visitor who used it before.
 * One connector serves every login plugin on the frame, so it belongs to the one last used, and
 * shows as that login says (a social login: its provider's name and mark).
 */
export function createAuthConnector(namespace: ChainNamespace, wallet: LazyFrameWallet, loginMethod: () => string, label: () => LoginLabel | undefined): Connector {
  return {
    id: AUTH_CONNECTOR_ID,
    get name() {
      return label()?.name ?? AUTH_CONNECTOR_NAME
    },
    get imageUrl() {
      return label()?.icon
    },
    type: 'AUTH',
    chain: namespace,
    // The login method the visitor came in by (email, social...): its views wait for this connector.
    get loginMethod() {
      return loginMethod()
    },
    holdsLogin: true,
    disconnectsAllChains: true,
    connect: async ({ caipNetworkId }) => (await wallet.get()).connect(namespace, caipNetworkId),
    reconnect: async () => (await wallet.get()).restore(namespace).catch(() => undefined),
    disconnect: async () => {
      await wallet.loaded()?.disconnect()
    },
    getProvider: () => wallet.loaded()?.providerOf(namespace),
  }
}
