import {
  appendNfts, definePlugin, initialNftsState, NFTS_SLICE, readNftPage, type AccountNfts, type ChainNamespace,
} from 'portico/core'

declare module 'portico/core' {
  interface AccountTabRegistry {
    nfts: true
  }
}

/**
 * The NFTs tab (SPEC section 2) of a connected account, on every namespace whose chain plugin
 * provides the `getNfts` capability (the tab does not show elsewhere). Lists are read while a
 * renderer shows them (`watchAccountNfts`), from the first page again when the account or its
 * network changes, a page more on `loadMoreAccountNfts`, and kept in the `nfts` slice by namespace.
 */
export function nfts() {
  return definePlugin({
    name: 'nfts',
    setup(ctx) {
      const store = ctx.defineSlice(NFTS_SLICE, initialNftsState())
      ctx.registerAccountTab({ id: 'nfts', label: 'NFTs', order: 20, kind: 'nfts', requires: ['getNfts'] })

      // What each namespace's list was read for: a new account, network or retry reads it again.
      const readFor = new Map<ChainNamespace, string>()
      let pagesSeen = 0
      let stopped = false
      ctx.onTeardown(() => {
        stopped = true
      })

      const set = (namespace: ChainNamespace, key: string, list: AccountNfts) => {
        if (stopped || readFor.get(namespace) !== key) return
        // Replaced whole (never drafted): the list is read-only data.
        store.setState((state) => ({ ...state, byNamespace: { ...state.byNamespace, [namespace]: list } }))
      }

      const capabilityOf = (namespace: ChainNamespace) => ctx.kernel.namespaces.get(namespace)?.capabilities?.getNfts

      const readFirst = async (namespace: ChainNamespace, key: string, address: string) => {
        const getNfts = capabilityOf(namespace)
        const network = ctx.kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork
        if (!getNfts || !network) return
        const at = { address, caipNetworkId: network.caipNetworkId }
        set(namespace, key, { status: 'loading', ...at })
        const page = await readNftPage(getNfts, { address, network })
        set(namespace, key, page.ok ? { status: 'ready', ...at, nfts: page.nfts, next: page.next, more: 'idle' } : { status: 'error', ...at, error: page.error })
      }

      const readMore = async (namespace: ChainNamespace, key: string) => {
        const list = store.getState().byNamespace[namespace]
        const getNfts = capabilityOf(namespace)
        const network = ctx.kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork
        if (list?.status !== 'ready' || list.more === 'loading' || list.next === undefined || !getNfts || !network) return
        set(namespace, key, { ...list, more: 'loading' })
        const page = await readNftPage(getNfts, { address: list.address, network, cursor: list.next })
        // A failed page keeps what was shown; the end of the list offers to try it again.
        set(namespace, key, page.ok ? { ...list, nfts: appendNfts(list.nfts, page.nfts), next: page.next, more: 'idle' } : { ...list, more: 'error' })
      }

      const sync = () => {
        const state = store.getState()
        if (state.watchers === 0) return
        const morePages = state.pages !== pagesSeen
        pagesSeen = state.pages
        const chains = ctx.kernel.store('chains').getState().byNamespace
        for (const [namespace, chain] of Object.entries(chains)) {
          if (!chain) continue
          const { account, network } = chain
          if (account.status !== 'connected' || !account.address || !network.caipNetwork || network.unsupported || !capabilityOf(namespace)) {
            readFor.delete(namespace)
            continue
          }
          const key = `${account.address}|${network.caipNetwork.caipNetworkId}|${state.attempt}`
          if (readFor.get(namespace) !== key) {
            readFor.set(namespace, key)
            void readFirst(namespace, key, account.address)
          } else if (morePages) {
            void readMore(namespace, key)
          }
        }
      }
      ctx.store('chains').subscribe(sync)
      store.subscribe(sync)
      sync()
    },
  })
}
