import { castDraft } from 'immer'
import type { ApiClient } from '../api/createApiClient.js'
import { LIMITS } from '../constants/limits.js'
import type { Kernel } from '../kernel/types.js'
import type { WalletListing } from '../types/wallet.js'
import { uniqueById } from './filterWallets.js'
import { requestedChainIds, walletApi, walletErrorMessage } from './walletApi.js'

export interface FetchWalletsPageParameters {
  /** 1-based; a page that is not a positive integer is ignored. */
  page: number
}

interface PagesLocal {
  loaded: Map<number, readonly WalletListing[]>
  inFlight: Map<number, Promise<void>>
}

const PAGES = Symbol('portico.wallet-pages')
const pagesOf = (kernel: Kernel) =>
  kernel.local<PagesLocal>(PAGES, () => ({ loaded: new Map(), inFlight: new Map() }))

/**
 * Loads one page of the full wallet list (SPEC section 9: 40 entries a page) with the site's
 * include and exclude options and its networks, and appends it to `wallets.listings`.
 *
 * A page already loaded is not asked for again, and a page in flight is not asked for twice: the
 * caller gets the running request. Never rejects: a failure sets `status: 'error'` and `error`,
 * which the view shows with a retry button that calls this again for the same page. `status` and
 * `error` describe the latest request, as the view loads one page after another. Without a
 * registry (no `apiUrl`) it asks nothing and changes nothing.
 */
export function fetchWalletsPage(kernel: Kernel, { page }: FetchWalletsPageParameters): Promise<void> {
  const api = kernel.status === 'destroyed' ? undefined : walletApi(kernel)
  if (!api || !Number.isInteger(page) || page < 1) return Promise.resolve()
  const pages = pagesOf(kernel)
  if (pages.loaded.has(page)) return Promise.resolve()
  const running = pages.inFlight.get(page)
  if (running) return running

  kernel.store('wallets').setState((draft) => {
    draft.status = 'loading'
    draft.error = undefined
  })
  const task = load(kernel, api, pages, page).finally(() => pages.inFlight.delete(page))
  pages.inFlight.set(page, task)
  return task
}

async function load(kernel: Kernel, api: ApiClient, pages: PagesLocal, page: number): Promise<void> {
  const { includeWalletIds, excludeWalletIds } = kernel.options
  const store = kernel.store('wallets')
  try {
    const list = await api.getWallets({
      page,
      entries: LIMITS.walletPageSize,
      include: includeWalletIds,
      exclude: excludeWalletIds,
      chains: requestedChainIds(kernel),
    })
    if (kernel.status === 'destroyed') return
    pages.loaded.set(page, list.data.slice(0, LIMITS.walletPageSize))
    const othersInFlight = [...pages.inFlight.keys()].some((other) => other !== page)
    store.setState((draft) => {
      draft.listings = castDraft(joinPages(pages.loaded))
      draft.count = list.count
      draft.page = Math.max(draft.page, page)
      draft.status = othersInFlight ? 'loading' : 'loaded'
    })
  } catch (error) {
    if (kernel.status === 'destroyed') return
    store.setState((draft) => {
      draft.status = 'error'
      draft.error = walletErrorMessage(error)
    })
  }
}

/** Pages can answer out of order; the list is always rebuilt in page order. */
function joinPages(loaded: ReadonlyMap<number, readonly WalletListing[]>): WalletListing[] {
  const ordered = [...loaded.keys()].sort((a, b) => a - b)
  return uniqueById(ordered.flatMap((page) => loaded.get(page) ?? []))
}
