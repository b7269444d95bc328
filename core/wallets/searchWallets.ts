import { castDraft } from 'immer'
import { LIMITS } from '../constants/limits.js'
import { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import { initialWalletSearchState } from '../slices/walletsSlice.js'
import type { WalletListing } from '../types/wallet.js'
import { uniqueById } from './filterWallets.js'
import { requestedChainIds, walletApi, walletErrorMessage } from './walletApi.js'

export interface SearchWalletsOptions {
  /** getWallets' badge_type, e.g. 'certified'. */
  badge?: string
  signal?: AbortSignal
}

/**
 * Asks the registry for up to 100 wallets matching `query` (SPEC section 9), with the site's
 * include, exclude and network filters, and stores them in `wallets.search` unless a newer search
 * has started meanwhile. A blank query asks nothing and clears the search.
 *
 * Undebounced and rejecting on failure (after recording the error): the modal types through
 * createWalletSearch, which adds SPEC's 300 ms wait and keeps failures in the slice. Without a
 * registry (no `apiUrl`) it asks nothing and answers with no results.
 */
export async function searchWallets(kernel: Kernel, query: string, options: SearchWalletsOptions = {}): Promise<readonly WalletListing[]> {
  if (kernel.status === 'destroyed') throw new KernelError('KERNEL_DESTROYED')
  const isCurrent = takeSearchTurn(kernel)
  const store = kernel.store('wallets')
  const term = query.trim()
  if (term === '') {
    store.setState((draft) => {
      draft.search = castDraft(initialWalletSearchState())
    })
    return []
  }

  store.setState((draft) => {
    draft.search.query = query
    draft.search.status = 'loading'
    draft.search.error = undefined
  })
  const { includeWalletIds, excludeWalletIds } = kernel.options
  const api = walletApi(kernel)
  try {
    // Without a registry (no `apiUrl`) nothing is asked: the search is answered, and found nothing.
    const list = api ? await api.getWallets({
      page: 1,
      entries: LIMITS.searchResults,
      search: term,
      include: includeWalletIds,
      exclude: excludeWalletIds,
      chains: requestedChainIds(kernel),
      badge_type: options.badge,
    }, { signal: options.signal }) : { count: 0, data: [] }
    const results = uniqueById(list.data).slice(0, LIMITS.searchResults)
    if (isCurrent()) {
      store.setState((draft) => {
        draft.search.results = castDraft(results)
        draft.search.status = 'loaded'
      })
    }
    return results
  } catch (error) {
    if (isCurrent()) {
      store.setState((draft) => {
        draft.search.status = 'error'
        draft.search.error = walletErrorMessage(error)
      })
    }
    throw error
  }
}

const SEARCH_TURN = Symbol('portico.wallet-search-turn')

/**
 * Starts a new search turn and returns a check that stays true only until the next turn starts,
 * so an answer to an older query can never overwrite the results of a newer one, whatever order
 * the answers arrive in.
 */
export function takeSearchTurn(kernel: Kernel): () => boolean {
  const counter = kernel.local(SEARCH_TURN, () => ({ latest: 0 }))
  const turn = ++counter.latest
  return () => counter.latest === turn && kernel.status !== 'destroyed'
}
