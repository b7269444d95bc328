import {
  ACTIVITY_SLICE, createApiActivitySource, definePlugin, initialActivityState, SendError, visibleTransactions,
  type AccountActivity, type ActivitySource, type ChainNamespace, type Network, type Transaction,
} from 'portico/core'

export interface ActivityOptions {
  /**
   * Where the transactions come from. By default the site's own API (`apiUrl`, GET
   * /v1/account/{address}/history); without `apiUrl` and without a source there is no Activity tab.
   */
  source?: ActivitySource
}

declare module 'portico/core' {
  interface AccountTabRegistry {
    activity: true
  }
  interface ServiceRegistry {
    /** The transaction source the activity plugin uses. */
    'activity.source': ActivitySource
  }
}

// Pages whose transactions are all hidden (spam NFTs) are skipped, up to this many in one read.
const MAX_HIDDEN_PAGES = 5
// After the balance changed (a send landed) the index may lag the chain by a block or two: the
// first page is asked again until it shows something new, this often and this many times.
const CATCH_UP_DELAY_MS = 1_000
const CATCH_UP_TRIES = 8

/**
 * The Activity tab (SPEC sections 2, 3 and 5) of a connected account: its transactions on the
 * active network, newest first, paged by the source's cursor. Read while a renderer shows them
 * (`watchAccountActivity`), again from the start when the account or its network changes, and
 * its first page again when the balance changes, so a send made in the modal shows without a reload.
 * The tab is hidden while the remote configuration switches `activity` off.
 */
export function activity(options: ActivityOptions = {}) {
  return definePlugin({
    name: 'activity',
    setup(ctx) {
      const store = ctx.defineSlice(ACTIVITY_SLICE, initialActivityState())
      const source = options.source ?? createApiActivitySource(ctx.kernel)
      if (!source) return
      ctx.provide('activity.source', source)
      ctx.registerAccountTab({ id: 'activity', label: 'Activity', order: 30, kind: 'activity' })

      // Per namespace: the list's account, network and attempt; the balance last read for; and a
      // generation that a newer read raises, so that a late answer never lands on a newer list.
      const readFor = new Map<ChainNamespace, string>()
      const balanceFor = new Map<ChainNamespace, string>()
      const generation = new Map<ChainNamespace, number>()
      let stopped = false
      ctx.onTeardown(() => {
        stopped = true
      })

      const begin = (namespace: ChainNamespace) => {
        const next = (generation.get(namespace) ?? 0) + 1
        generation.set(namespace, next)
        return (list: AccountActivity) => {
          if (stopped || generation.get(namespace) !== next) return false
          // Replaced whole (never drafted): the list is read-only data.
          store.setState((state) => ({ ...state, byNamespace: { ...state.byNamespace, [namespace]: list } }))
          return true
        }
      }

      /** Pages from `cursor` until one has a visible transaction, or there are no more. */
      const readVisible = async (address: string, network: Network, cursor: string | undefined) => {
        const shown: Transaction[] = []
        let next = cursor
        for (let page = 0; page < MAX_HIDDEN_PAGES; page++) {
          const answer = await source.transactions({ address, network, cursor: next })
          shown.push(...visibleTransactions(answer.transactions, network.caipNetworkId))
          next = answer.next
          if (shown.length > 0 || next === undefined) break
        }
        return { transactions: shown, next }
      }

      const readFirst = async (namespace: ChainNamespace, address: string, network: Network, refresh: boolean) => {
        const at = { address, caipNetworkId: network.caipNetworkId }
        const before = store.getState().byNamespace[namespace]
        // Only a list on screen is refreshed in place; one still loading or failed is read anew.
        if (before?.status !== 'ready') refresh = false
        const set = begin(namespace)
        if (!refresh) set({ status: 'loading', ...at })
        const newest = before?.status === 'ready' ? before.transactions[0]?.id : undefined
        try {
          let page = await readVisible(address, network, undefined)
          for (let tries = 0; refresh && page.transactions[0]?.id === newest && tries < CATCH_UP_TRIES; tries++) {
            await ctx.timers.delay(CATCH_UP_DELAY_MS)
            page = await readVisible(address, network, undefined)
          }
          set({ status: 'ready', ...at, ...page, more: 'idle' })
        } catch (error) {
          // A refresh that fails keeps the list shown: it was right a moment ago.
          if (!refresh) set({ status: 'error', ...at, error: new SendError('FETCH_TRANSACTIONS_FAILED', { cause: error }) })
        }
      }

      const readMore = async (namespace: ChainNamespace, list: Extract<AccountActivity, { status: 'ready' }>, network: Network) => {
        const set = begin(namespace)
        try {
          const page = await readVisible(list.address, network, list.next)
          set({ ...list, transactions: [...list.transactions, ...page.transactions], next: page.next, more: 'idle' })
        } catch (error) {
          set({ ...list, more: { error: new SendError('FETCH_TRANSACTIONS_FAILED', { cause: error }) } })
        }
      }

      // The lists whose following page is being read: each asks once.
      const reading = new WeakSet<AccountActivity>()
      const sync = () => {
        const state = store.getState()
        if (state.watchers === 0) return
        const chains = ctx.kernel.store('chains').getState().byNamespace
        for (const [namespace, chain] of Object.entries(chains)) {
          if (!chain) continue
          const { account, network } = chain
          const caipNetwork = network.caipNetwork
          if (account.status !== 'connected' || !account.address || !caipNetwork || network.unsupported) {
            readFor.delete(namespace)
            continue
          }
          const key = `${account.address}|${caipNetwork.caipNetworkId}|${state.attempt}`
          const balance = account.balance ?? ''
          if (readFor.get(namespace) !== key) {
            readFor.set(namespace, key)
            balanceFor.set(namespace, balance)
            void readFirst(namespace, account.address, caipNetwork, false)
            continue
          }
          const before = balanceFor.get(namespace)
          if (before !== balance) {
            balanceFor.set(namespace, balance)
            // The first balance read after connecting is no news; a change after it is.
            if (before !== '') {
              void readFirst(namespace, account.address, caipNetwork, true)
              continue
            }
          }
          const list = state.byNamespace[namespace]
          if (list?.status === 'ready' && list.more === 'loading' && !reading.has(list)) {
            reading.add(list)
            void readMore(namespace, list, caipNetwork)
          }
        }
      }
      ctx.store('chains').subscribe(sync)
      store.subscribe(sync)
      sync()
    },
  })
}
