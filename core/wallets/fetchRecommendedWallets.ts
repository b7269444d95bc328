import { castDraft } from 'immer'
import type { ApiClient } from '../api/createApiClient.js'
import { LIMITS } from '../constants/limits.js'
import type { Kernel } from '../kernel/types.js'
import type { WalletListing } from '../types/wallet.js'
import { uniqueById } from './filterWallets.js'
import { requestedChainIds, walletApi } from './walletApi.js'

const RECOMMENDED = Symbol('portico.recommended-wallets')
const runningOf = (kernel: Kernel) =>
  kernel.local(RECOMMENDED, () => ({ current: undefined as Promise<void> | undefined }))

/**
 * Loads the wallets the Connect view shows first: the site's featured wallets, in the order of
 * `featuredWalletIds`, and SPEC section 9's 4 recommended wallets, which leave out the featured and
 * excluded ones and are limited to the site's networks. Featured ids are the site's explicit
 * choice, so that request carries no network filter.
 *
 * Loads once per kernel; a call while loading gets the running request. Never rejects: a failure
 * sets `recommendedStatus: 'error'` and keeps whichever of the two lists did load. Without a
 * registry (no `apiUrl`) it asks nothing and changes nothing.
 */
export function fetchRecommendedWallets(kernel: Kernel): Promise<void> {
  const api = kernel.status === 'destroyed' ? undefined : walletApi(kernel)
  if (!api) return Promise.resolve()
  const running = runningOf(kernel)
  if (running.current) return running.current
  if (kernel.store('wallets').getState().recommendedStatus === 'loaded') return Promise.resolve()

  kernel.store('wallets').setState((draft) => {
    draft.recommendedStatus = 'loading'
  })
  running.current = load(kernel, api).finally(() => {
    running.current = undefined
  })
  return running.current
}

async function load(kernel: Kernel, api: ApiClient): Promise<void> {
  const { featuredWalletIds, includeWalletIds, excludeWalletIds } = kernel.options
  const left = new Set([...featuredWalletIds, ...excludeWalletIds])

  const [featured, recommended] = await Promise.allSettled([
    featuredWalletIds.length === 0
      ? Promise.resolve([])
      : api.getWallets({ page: 1, entries: featuredWalletIds.length, include: featuredWalletIds })
        .then(({ data }) => inOrderOf(featuredWalletIds, data)),
    api.getWallets({
      page: 1,
      entries: LIMITS.recommendedWallets,
      include: includeWalletIds,
      exclude: [...left],
      chains: requestedChainIds(kernel),
    }).then(({ data }) => uniqueById(data.filter((wallet) => !left.has(wallet.id))).slice(0, LIMITS.recommendedWallets)),
  ])
  if (kernel.status === 'destroyed') return

  kernel.store('wallets').setState((draft) => {
    if (featured.status === 'fulfilled') draft.featured = castDraft(featured.value)
    if (recommended.status === 'fulfilled') draft.recommended = castDraft(recommended.value)
    draft.recommendedStatus = featured.status === 'fulfilled' && recommended.status === 'fulfilled' ? 'loaded' : 'error'
  })
}

/** Only the asked-for ids, in the order the site listed them; the registry's own order is ignored. */
function inOrderOf(ids: readonly string[], listings: readonly WalletListing[]): WalletListing[] {
  const rank = new Map(ids.map((id, index) => [id, index]))
  return uniqueById(listings.filter((wallet) => rank.has(wallet.id)))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
}
