import type { WalletListing } from '../types/wallet.js'

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
