import { isRpcError } from '../errors/RpcError.js'
import type { Network } from '../types/network.js'

/** One JSON-RPC call. The transport adds `jsonrpc` and `id`. */
export interface RpcRequest {
  method: string
  /** Positional or named parameters; sent as `[]` when absent. */
  params?: readonly unknown[] | Readonly<Record<string, unknown>>
}

/**
 * A way to reach a JSON-RPC node, chain-agnostic: chain plugins build their reads on it.
 * `request` resolves with the node's `result` or rejects with an RpcError.
 */
export interface Transport {
  request(request: RpcRequest): Promise<unknown>
  /** Stops timers and rejects what is still pending; later requests reject at once. */
  destroy(): void
}

/** JSON-RPC 2.0's "Internal error": the node itself failed, so another node may well succeed. */
export const RPC_INTERNAL_ERROR = -32603

/**
 * Whether a failed request says the endpoint failed (time-out, HTTP status, unreachable, garbage,
 * internal error), so another endpoint should be tried. A node's verdict on the request itself
 * (execution reverted, unrecognized chain, user rejected) would be the same anywhere: it is final.
 */
export function isTransportFailure(error: unknown): boolean {
  // A custom transport's own failure is not a node's verdict either.
  if (!isRpcError(error)) return true
  return error.code !== 'RPC_ERROR' || error.rpcCode === RPC_INTERNAL_ERROR
}

export interface RpcUrlForParameters {
  /** The public RPC host, e.g. the kernel's `options.rpcUrl`. */
  rpcUrl: string
  /** The chain id as the RPC service expects it, e.g. the CAIP-2 id 'eip155:1'. */
  chainId: string | number
  projectId: string
}

/** SPEC section 7's public RPC URL: `{rpc}/v1/?chainId={id}&projectId={id}`. */
export function rpcUrlFor({ rpcUrl, chainId, projectId }: RpcUrlForParameters): string {
  const base = rpcUrl.replace(/\/+$/, '')
  return `${base}/v1/?chainId=${encodeURIComponent(String(chainId))}&projectId=${encodeURIComponent(projectId)}`
}

/**
 * The URLs a chain plugin reads `network` from, best first. The site's own URLs win. When the site
 * set `rpcUrl`, a network of the plugin's fixed list that still carries the URLs the plugin ships
 * (`fixed`, the plugin's own copy of it; the site gave none of its own) reads through that public
 * endpoint, SPEC section 7. Otherwise the network's own URLs (its default list, else its chain
 * default), which may be none.
 */
export function networkRpcUrls(network: Network, fixed: Network | undefined, options: { rpcUrl: string | undefined; projectId: string }): string[] {
  const own = network.rpcUrls.default.http
  if (options.rpcUrl && fixed && (own.length === 0 || sameList(own, fixed.rpcUrls.default.http))) {
    return [rpcUrlFor({ rpcUrl: options.rpcUrl, chainId: network.caipNetworkId, projectId: options.projectId })]
  }
  return [...new Set(own.length > 0 ? own : network.rpcUrls.chainDefault?.http ?? [])]
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((url, index) => url === b[index])
