import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { LIMITS } from '../../core/constants/limits.js'
import { loginMethodsOf } from '../../core/kernel/registrySlice.js'
import type { WalletsState } from '../../core/slices/walletsSlice.js'
import type { WalletListing } from '../../core/types/wallet.js'
import { fetchWalletsPage } from '../../core/wallets/fetchWalletsPage.js'
import { mobileExtraWalletIds } from '../../core/wallets/filterWallets.js'
import { installedWalletFor } from '../connect/installedConnectors.js'
import { useActiveNamespace } from '../hooks/useAccount.js'
import { shallowEqual, useKernelState } from '../hooks/useKernel.js'
import { allWalletsCss } from './AllWallets/allWalletsCss.js'
import { ListMessage, SkeletonGrid, ListFooter } from './AllWallets/ListMessage.js'
import { SearchField } from './AllWallets/SearchField.js'
import { useHeldFor, useRetainedImages, useTileImages } from './AllWallets/useTileImages.js'
import { shownWallets, useWalletSearch } from './AllWallets/useWalletSearch.js'
import { WalletGrid } from './AllWallets/WalletGrid.js'
import { LegalGate } from './Connect/LegalAgreement.js'
import type { ConnectRow } from './Connect/connectRows.js'
import { connectRowViews, pickConnectRow } from './Connect/pickConnectRow.js'
import { viewIntent } from './viewIntent.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const select = (s: WalletsState) => ({
  listings: s.listings, count: s.count, page: s.page, status: s.status, error: s.error, search: s.search, images: s.images,
})

/**
 * Every wallet of the registry, 40 a page as the visitor scrolls, with an instant local search
 * and the registry's search (300 ms later) merged under it. On a phone the list keeps what SPEC
 * section 5's mobile rule keeps.
 */
export default function AllWallets({ kernel }: ViewProps) {
  const [query, setQuery] = useState('')
  const { t, plural } = useMessages()
  const search = useWalletSearch(kernel)
  const state = useKernelState('wallets', select, shallowEqual)
  const browserWallets = useKernelState('connectors', (s) => s.browserWallets)
  const registry = useKernelState('registry', (s) => s)
  const namespace = useActiveNamespace()
  const mobile = useMemo(
    () => (kernel.options.isMobile() ? { extraIds: mobileExtraWalletIds(registry, namespace), universalProvider: kernel.namespaces.size === 0 } : undefined),
    [kernel, registry, namespace],
  )
  const wallets = useMemo(() => shownWallets({ listings: state.listings, query, search: state.search, mobile }), [state.listings, state.search, query, mobile])
  const searching = query.trim() !== ''
  const hasMore = state.page === 0 || state.page * LIMITS.walletPageSize < state.count

  useEffect(() => void fetchWalletsPage(kernel, { page: 1 }), [kernel])

  const loadMore = useCallback(() => {
    if (searching || !hasMore || state.status === 'loading' || state.status === 'error') return
    void fetchWalletsPage(kernel, { page: state.page + 1 })
  }, [kernel, searching, hasMore, state.status, state.page])
  // A phone's filter can leave a whole page with nothing to show: then no row reaches the end.
  useEffect(() => {
    if (wallets.length === 0) loadMore()
  }, [wallets.length, loadMore])

  const onVisible = useTileImages(kernel)
  useRetainedImages(state.images)
  const retryPage = () => void fetchWalletsPage(kernel, { page: state.page + 1 })
  const retrySearch = () => search.search(query)
  const onQuery = (value: string) => {
    setQuery(value)
    search.search(value)
  }
  // A listing of a wallet installed in this browser connects through the browser, not a QR code,
  // exactly as its Connect row would (a multi-chain one asks for the chain family first).
  const rowOf = (wallet: WalletListing): ConnectRow => {
    const installed = installedWalletFor(wallet, browserWallets)
    return installed ? { kind: 'browser', key: `browser:${installed.id}`, wallet: installed } : { kind: 'listing', key: `listing:${wallet.id}`, wallet }
  }

  const status = searching ? state.search.status : state.status
  const error = searching ? state.search.error : state.error
  const searchRequested = useHeldFor(searching && status === 'loading', query, LIMITS.searchDebounceMs)
  // Under the local matches, a search shows its spinner only once the registry is being asked.
  const footerStatus = searching && status === 'loading' && !searchRequested ? 'idle' : status
  let body: ReactNode
  if (kernel.options.apiUrl === undefined) {
    // No provider API was named, so there is no registry to list (and none is asked).
    const pairing = loginMethodsOf(registry, 'pairing')[0]
    const text = pairing ? t('noWalletListHintPairing', { method: pairing.name }) : t('noWalletListHint')
    body = <ListMessage title={t('noWalletList')} text={text} />
  } else if (wallets.length > 0) {
    body = (
      <WalletGrid
        wallets={wallets}
        images={state.images}
        browserWallets={browserWallets}
        total={searching || mobile ? wallets.length : Math.max(state.count, wallets.length)}
        onPick={(wallet) => pickConnectRow(kernel, rowOf(wallet))}
        intentFor={(wallet) => viewIntent(kernel, () => connectRowViews(kernel, rowOf(wallet)))}
        onVisible={onVisible}
        onEndReached={loadMore}
        footer={<ListFooter status={footerStatus} searching={searching} onRetry={searching ? retrySearch : retryPage} />}
      />
    )
  } else if (status === 'error') {
    body = <ListMessage title={error ?? t('walletListFailed')} onRetry={searching ? retrySearch : retryPage} />
  } else if (status === 'loading' || (!searching && hasMore)) {
    body = <SkeletonGrid label={searching ? t('searchingWallets') : t('loadingWallets')} />
  } else {
    body = <ListMessage title={t('noWalletFound')} text={searching ? t('tryAnotherName') : undefined} />
  }

  return (
    <div className="pc-allwallets">
      <style>{allWalletsCss}</style>
      <LegalGate kernel={kernel}>
        <SearchField value={query} onChange={onQuery} focusOnOpen={mobile === undefined} />
        {/* A fixed height: the modal keeps its size while the visitor types, rather than growing
            and shrinking (an animated height) with each keystroke's matches. */}
        <div className="pc-allwallets-list">{body}</div>
      </LegalGate>
      <p className="pc-visually-hidden" role="status">
        {searching && status !== 'loading' ? plural(wallets.length, 'walletsFound') : ''}
      </p>
    </div>
  )
}
