import { useEffect, useState } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import { createWalletSearch, type WalletSearch } from '../../../core/wallets/createWalletSearch.js'

/** The view's debounced registry search; leaving the view drops its pending query and request. */
export function useWalletSearch(kernel: Kernel): WalletSearch {
  const [search] = useState(() => createWalletSearch(kernel))
  useEffect(() => () => search.cancel(), [search])
  return search
}
