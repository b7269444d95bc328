import { chainNamespaces, updateChain, type Kernel } from 'portico/core'

/**
 * SPEC section 3's per-chain farcasterUrl: the link being shown, on every namespace (the farcaster
 * login belongs to none; the embedded wallet then serves whichever it holds), or cleared.
 */
export function setFarcasterUrl(kernel: Kernel, url: string | undefined): void {
  for (const namespace of chainNamespaces(kernel)) {
    updateChain(kernel, namespace, (chain) => {
      chain.account.farcasterUrl = url
    })
  }
}
