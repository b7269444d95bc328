import type { WalletListing } from 'portico/core'

/**
 * Where the visitor installs the wallet on this phone: the App Store on iOS, Google Play on
 * Android, whichever there is elsewhere. https links only: registry data is not trusted.
 */
export function installLink(wallet: WalletListing | undefined, userAgent = readUserAgent()): string | undefined {
  if (!wallet) return undefined
  const ios = /iPhone|iPad|iPod/i.test(userAgent)
  const android = /Android/i.test(userAgent)
  const candidates = android && !ios ? [wallet.play_store, wallet.app_store] : [wallet.app_store, wallet.play_store]
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || !/^[\x21-\x7e]{1,2048}$/.test(candidate)) continue
    try {
      const url = new URL(candidate)
      if (url.protocol === 'https:' && url.hostname && !url.username && !url.password) return url.href
    } catch {
      // Not a URL: try the next store.
    }
  }
  return undefined
}

function readUserAgent(): string {
  return (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? ''
}
