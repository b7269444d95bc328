import { LIMITS } from '../constants/limits.js'
import type { Kernel } from '../kernel/types.js'
import { searchWallets, takeSearchTurn } from './searchWallets.js'

export interface WalletSearch {
  /** Shows `query` as loading at once and asks the registry after 300 ms without a newer query. */
  search(query: string): void
  /** Drops the pending query and the request in flight, e.g. when the view closes. */
  cancel(): void
}

export interface CreateWalletSearchOptions {
  badge?: string
}

/**
 * The search box's debounce (SPEC section 9: a 300 ms wait). A newer query cancels the older
 * one's wait and aborts its request, and takes a new search turn at once, so an older answer that
 * lands during the newer query's wait is ignored too. Runs on kernel timers, so destroy stops it.
 * Failures stay in `wallets.search`; nothing here rejects. Meanwhile the view filters what it has
 * with filterWallets on every keystroke.
 */
export function createWalletSearch(kernel: Kernel, { badge }: CreateWalletSearchOptions = {}): WalletSearch {
  let cancelWait: (() => void) | undefined
  let inFlight: AbortController | undefined

  const stop = () => {
    cancelWait?.()
    cancelWait = undefined
    inFlight?.abort()
    inFlight = undefined
  }

  // The slice already holds the failure; an abort is how a superseded query ends.
  const run = (query: string, signal?: AbortSignal) =>
    searchWallets(kernel, query, { badge, signal }).then(() => {}, () => {})

  return {
    search(query) {
      stop()
      if (kernel.status === 'destroyed') return
      if (query.trim() === '') return void run(query)

      takeSearchTurn(kernel)
      kernel.store('wallets').setState((draft) => {
        draft.search.query = query
        draft.search.status = 'loading'
        draft.search.error = undefined
      })
      cancelWait = kernel.timers.setTimeout(() => {
        cancelWait = undefined
        const controller = new AbortController()
        inFlight = controller
        void run(query, controller.signal).finally(() => {
          if (inFlight === controller) inFlight = undefined
        })
      }, LIMITS.searchDebounceMs)
    },

    cancel() {
      stop()
      if (kernel.status === 'destroyed') return
      takeSearchTurn(kernel)
      kernel.store('wallets').setState((draft) => {
        if (draft.search.status === 'loading') draft.search.status = 'idle'
      })
    },
  }
}
