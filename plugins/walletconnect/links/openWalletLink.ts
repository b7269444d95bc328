import type { WalletLink } from './walletLink.js'

interface OpeningWindow {
  open(url: string, target: string, features?: string): unknown
}

/**
 * Opens the wallet, synchronously: called inside the visitor's tap, with nothing awaited before,
 * so the browser treats it as the tap's own navigation (no popup block, no second tap). A native
 * scheme goes in this tab (the page stays; the app takes over); an https link in a new tab, so
 * the site is still there when the visitor comes back.
 */
export function openWalletLink(link: WalletLink, target: OpeningWindow | undefined = globalThis as unknown as OpeningWindow): void {
  if (typeof target?.open !== 'function') return
  if (link.kind === 'native') target.open(link.href, '_self')
  else target.open(link.href, '_blank', 'noopener,noreferrer')
}
