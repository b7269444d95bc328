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
