import type { ChainNamespace } from '../constants/namespaces.js'
import type { CaipNetworkId, Network } from '../types/network.js'

export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network'

/**
 * Stands for a network the wallet is on but the site did not configure (SPEC section 4). It has no
 * RPC and no currency of its own: nothing may be sent through it, the visitor can only switch away.
 */
export function unsupportedNetwork(caipNetworkId: CaipNetworkId, namespace: ChainNamespace): Network {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return {
    id: reference,
    caipNetworkId,
    chainNamespace: namespace,
    name: UNSUPPORTED_NETWORK_NAME,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
