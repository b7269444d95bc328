import type { WalletListing } from '../types/wallet.js'

export interface FilterForMobileParameters {
  /** Wallets kept without a mobile link; mobileExtraWalletIds(namespace) gives SPEC's ids. */
  extraIds?: readonly string[]
  /** Universal-provider mode: any mobile, desktop or web link qualifies, and only a link does. */
  universalProvider?: boolean
}

/**
 * SPEC section 5's rule for wallet lists on a mobile device: keep the wallets with a mobile link,
 * plus the extra ids; in universal-provider mode keep the wallets with a mobile, desktop or web
 * link. The view applies it when `options.isMobile()` is true, at render time, so the stored
 * pages stay the registry's and the paging arithmetic (page, count) stays right.
 */
export function filterForMobile(
  listings: readonly WalletListing[],
  { extraIds = [], universalProvider = false }: FilterForMobileParameters = {},
): readonly WalletListing[] {
  if (universalProvider) {
    return listings.filter((wallet) => hasLink(wallet.mobile_link) || hasLink(wallet.desktop_link) || hasLink(wallet.webapp_link))
  }
  const extras = new Set(extraIds)
  return listings.filter((wallet) => hasLink(wallet.mobile_link) || extras.has(wallet.id))
}

const hasLink = (link: string | null | undefined): boolean => typeof link === 'string' && link.trim() !== ''
