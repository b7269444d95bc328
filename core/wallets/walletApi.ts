import { createApiClient, type ApiClient } from '../api/createApiClient.js'
import { isPorticoError } from '../errors/PorticoError.js'
import type { Kernel } from '../kernel/types.js'
import type { CaipNetworkId, Network } from '../types/network.js'

const WALLET_API = Symbol('portico.wallet-api')

/**
 * The kernel's one provider API client for wallet listings and images. It must be one: the client
 * unlocks wallet images only for ids its own listings returned (SPEC section 5), so the listing
 * calls and the image calls have to share it. Undefined when the site named no `apiUrl`: then there
 * is no wallet registry, and nothing is fetched for one.
 */
export const walletApi = (kernel: Kernel): ApiClient | undefined =>
  kernel.options.apiUrl ? kernel.local(WALLET_API, () => createApiClient(kernel)) : undefined

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

/** The text the wallet list shows beside its retry button; raw messages could carry details. */
export function walletErrorMessage(error: unknown): string {
  return isPorticoError(error) ? error.shortMessage : 'The wallet list could not be loaded'
}
