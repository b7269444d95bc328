import type { Kernel } from '../kernel/types.js'
import type { CaipNetworkId, Network } from '../types/network.js'

/**
 * The network ids of every registered namespace, for getWallets' `chains`, so the registry offers
 * only wallets that can connect to this site. The chain state's requested networks win; before
 * the chains are initialised, the site's networks, else the plugin's own list, stand in for them.
 */
export function requestedChainIds(kernel: Kernel): CaipNetworkId[] {
  const chains = kernel.store('chains').getState().byNamespace
  const ids = new Set<CaipNetworkId>()
  for (const [namespace, definition] of kernel.namespaces) {
    const candidates: (readonly Network[] | undefined)[] = [
      chains[namespace]?.network.requestedCaipNetworks,
      kernel.options.networksByNamespace[namespace],
      definition.networks,
    ]
    const networks = candidates.find((list) => list !== undefined && list.length > 0) ?? []
    for (const network of networks) ids.add(network.caipNetworkId)
  }
  return [...ids]
}
