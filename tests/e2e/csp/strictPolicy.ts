/** Where the page may connect and load images from, besides its own origin. */
export interface PolicySources {
  /** The provider API: config, wallet listings, analytics and wallet images. */
  api: string
  /** The networks' JSON-RPC endpoints. */
  rpc: readonly string[]
  /** The WalletConnect relay (a ws:// or wss:// URL). */
  relay: string
}

/**
 * A strict Content-Security-Policy of the kind a careful site sends: scripts from the page's own
 * origin only (no inline script, no 'unsafe-eval'), connections to the API, the chains and the
 * WalletConnect relay only.
 * Inline styles stay allowed: Portico's modal and buttons style themselves inside shadow roots.
 * Images also need `blob:`: Portico fetches wallet images from the API (connect-src) and shows
 * them as object URLs (core/wallets/loadWalletImages.ts), and `data:` for the icons wallets announce.
 */
export function strictPolicy(sources: PolicySources): string {
  const api = new URL(sources.api).origin
  const rpc = [...new Set(sources.rpc.map((url) => new URL(url).origin))]
  const relay = new URL(sources.relay).origin
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${[api, ...rpc, relay].join(' ')}`,
    `img-src 'self' data: blob: ${api}`,
    "style-src 'self' 'unsafe-inline'",
  ].join('; ')
}
