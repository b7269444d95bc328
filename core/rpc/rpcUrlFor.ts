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
