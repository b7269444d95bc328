import type { ChainNamespace } from '../constants/namespaces.js'
import { loginMethodsOf, namespaceDefinition, type RegistryState } from '../kernel/registrySlice.js'
import type { WalletListing } from '../types/wallet.js'

/**
 * The instant local search the view runs on every keystroke, while the registry search waits out
 * its 300 ms: a case-insensitive match on the name, names that start with the query ranked before
 * names that only contain it, each group in its original order. A blank query keeps everything.
 */
export function filterWallets(listings: readonly WalletListing[], query: string): readonly WalletListing[] {
  const term = query.trim().toLowerCase()
  if (term === '') return listings
  const starting: WalletListing[] = []
  const containing: WalletListing[] = []
  for (const wallet of listings) {
    const name = wallet.name.toLowerCase()
    if (name.startsWith(term)) starting.push(wallet)
    else if (name.includes(term)) containing.push(wallet)
  }
  return [...starting, ...containing]
}

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

/**
 * The wallets a mobile list keeps without a mobile link on `namespace` (usually the active one),
 * SPEC section 5: those the listing login methods open through deep links of their own, plus the
 * namespace's own. The plugins that own these ids register them; core/ names none.
 */
export function mobileExtraWalletIds(registry: RegistryState, namespace: ChainNamespace | undefined): readonly string[] {
  const byMethods = loginMethodsOf(registry, 'pairing').flatMap((method) => method.mobileWalletIds ?? [])
  const own = namespace ? (namespaceDefinition(registry, namespace)?.mobileWalletIds ?? []) : []
  return [...new Set([...byMethods, ...own])]
}

/**
 * Keeps the first listing of each id. Pages can overlap when the registry changes between two
 * requests, and a broken or hostile answer can repeat an id; the UI keys its rows by id.
 */
export function uniqueById(listings: Iterable<WalletListing>): WalletListing[] {
  const seen = new Set<string>()
  const unique: WalletListing[] = []
  for (const listing of listings) {
    if (seen.has(listing.id)) continue
    seen.add(listing.id)
    unique.push(listing)
  }
  return unique
}
