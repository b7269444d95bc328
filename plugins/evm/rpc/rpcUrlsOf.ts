import { rpcUrlFor } from '../../../core/rpc/rpcUrlFor.js'
import type { Network } from '../../../core/types/network.js'
import { fixedEvmNetwork } from '../networks/evmNetworks.js'

export interface RpcUrlsOfOptions {
  /** The public RPC host, the kernel's `options.rpcUrl`. */
  rpcUrl: string
  projectId: string
}

/**
 * The URLs reads of `network` go to, best first. The site's own URLs win; a network of the fixed
 * list that still carries the URLs this plugin ships (the site gave none of its own) reads through
 * the public endpoint, SPEC section 7's `{rpc}/v1/?chainId={caipNetworkId}&projectId={id}`.
 */
export function rpcUrlsOf(network: Network, options: RpcUrlsOfOptions): string[] {
  const own = network.rpcUrls.default.http
  const fixed = fixedEvmNetwork(network.caipNetworkId)
  if (fixed && (own.length === 0 || sameList(own, fixed.rpcUrls.default.http))) {
    return [rpcUrlFor({ rpcUrl: options.rpcUrl, chainId: network.caipNetworkId, projectId: options.projectId })]
  }
  return [...new Set(own)]
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((url, index) => url === b[index])
