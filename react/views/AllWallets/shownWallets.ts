import type { WalletSearchState } from '../../../core/slices/walletsSlice.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { filterForMobile, type FilterForMobileParameters } from '../../../core/wallets/filterForMobile.js'
import { filterWallets } from '../../../core/wallets/filterWallets.js'
import { uniqueById } from '../../../core/wallets/uniqueById.js'

export interface ShownWalletsInput {
  /** The pages loaded so far. */
  listings: readonly WalletListing[]
  query: string
  search: WalletSearchState
  /** SPEC section 5's mobile rule, when the visitor is on a phone; undefined otherwise. */
  mobile: FilterForMobileParameters | undefined
}

/**
 * What AllWallets lists. Browsing: the loaded pages. Searching: the loaded wallets that match, at
 * once on every keystroke, then under them the registry's answer to this very query (an answer
 * to an older query, still on screen while the new one waits its 300 ms, is not shown).
 */
export function shownWallets({ listings, query, search, mobile }: ShownWalletsInput): readonly WalletListing[] {
  const term = query.trim()
  const answered = search.status === 'loaded' && search.query.trim() === term
  const list = term === '' ? listings : uniqueById([...filterWallets(listings, term), ...(answered ? search.results : [])])
  return mobile ? filterForMobile(list, mobile) : list
}
