import { rpcUrlFor } from 'portico/core'
import type { Network } from 'portico/core'
import { fixedEvmNetwork } from '../networks/evmNetworks.js'

export interface RpcUrlsOfOptions {
  /** The public RPC host, the kernel's `options.rpcUrl`; undefined unless the site set one. */
  rpcUrl: string | undefined
  projectId: string
}

/**
 * The URLs reads of `network` go to, best first. The site's own URLs win. When the site set
 * `rpcUrl`, a network of the fixed list that still carries the URLs this plugin ships (the site
 * gave none of its own) reads through that public endpoint, SPEC section 7's
 * `{rpc}/v1/?chainId={caipNetworkId}&projectId={id}`. Without `rpcUrl` there is no public endpoint:
 * the network's own URLs (its default list, else its chain default), which may be none.
 */
export function rpcUrlsOf(network: Network, options: RpcUrlsOfOptions): string[] {
  const own = network.rpcUrls.default.http
  const fixed = fixedEvmNetwork(network.caipNetworkId)
  if (options.rpcUrl && fixed && (own.length === 0 || sameList(own, fixed.rpcUrls.default.http))) {
    return [rpcUrlFor({ rpcUrl: options.rpcUrl, chainId: network.caipNetworkId, projectId: options.projectId })]
  }
  return [...new Set(own.length > 0 ? own : network.rpcUrls.chainDefault?.http ?? [])]
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((url, index) => url === b[index])
