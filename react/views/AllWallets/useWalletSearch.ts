import { useEffect, useState } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import type { WalletSearchState } from '../../../core/slices/walletsSlice.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { createWalletSearch, type WalletSearch } from '../../../core/wallets/createWalletSearch.js'
import { filterForMobile, type FilterForMobileParameters, filterWallets, uniqueById } from '../../../core/wallets/filterWallets.js'

/** The view's debounced registry search; leaving the view drops its pending query and request. */
export function useWalletSearch(kernel: Kernel): WalletSearch {
  const [search] = useState(() => createWalletSearch(kernel))
  useEffect(() => () => search.cancel(), [search])
  return search
}

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
