/** A chain as the site names it: a number, a decimal text, or a CAIP-2 id. */
export type SiteChainId = string | number

/** Solana mainnet-beta's CAIP-2 id, for a Solana account asked for before any Solana chain was named. */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** The CAIP-2 id of a chain the site names, or undefined when it names none. */
export function caipOf(chainId: SiteChainId): string | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? `eip155:${chainId}` : undefined
  if (/^[1-9]\d{0,15}$/.test(chainId)) return `eip155:${chainId}`
  return /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId) ? chainId : undefined
}

/** Only a node the site could name for its own page: http or https, nothing the browser treats otherwise. */
function nodeUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

export interface ChainMemory {
  /** The last chain the site switched to, as it named it (GetChainId answers it as is). */
  current(): SiteChainId
  /** The last EVM chain and the last Solana cluster, as CAIP-2 ids (GetUser's accounts). */
  lastOf(namespace: 'eip155' | 'solana'): string
  switchTo(chainId: SiteChainId, rpcUrl?: string): void
  /** The node for a CAIP-2 chain: the request's own, else the last one the site named for it. */
  rpcUrlOf(caip: string, requested?: string): string | undefined
}

/**
 * The frame's memory of the site's chains (SPEC section 7: chain-id requests are answered locally
 * from the last chain), with the RPC URL the site named for each: the frame's query names the
 * first, SwitchNetwork and RpcRequest the others.
 */
export function createChainMemory(initial: SiteChainId, initialRpcUrl: string | undefined): ChainMemory {
  let current = initial
  const last = { eip155: 'eip155:1', solana: SOLANA_MAINNET }
  const rpcUrls = new Map<string, string>()
  const remember = (chainId: SiteChainId, rpcUrl?: string) => {
    const caip = caipOf(chainId)
    if (!caip) return
    if (caip.startsWith('eip155:')) last.eip155 = caip
    if (caip.startsWith('solana:')) last.solana = caip
    const url = nodeUrl(rpcUrl)
    if (url) rpcUrls.set(caip, url)
  }
  remember(initial, initialRpcUrl)
  return {
    current: () => current,
    lastOf: (namespace) => last[namespace],
    switchTo(chainId, rpcUrl) {
      current = chainId
      remember(chainId, rpcUrl)
    },
    rpcUrlOf(caip, requested) {
      const url = nodeUrl(requested)
      if (url) rpcUrls.set(caip, url)
      return url ?? rpcUrls.get(caip)
    },
  }
}
