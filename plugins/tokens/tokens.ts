import {
  definePlugin, initialTokensState, priceSourceOf, readAccountTokens, setPriceSource, TOKENS_SLICE,
  type AccountTokens, type ChainNamespace, type PriceSource,
} from 'portico/core'

export interface TokensOptions {
  /**
   * Where fiat prices come from. By default the site's own API (`apiUrl`, GET /v1/prices); without
   * `apiUrl` there are no prices, and balances show without fiat values.
   */
  prices?: PriceSource
}

declare module 'portico/core' {
  interface AccountTabRegistry {
    tokens: true
  }
  interface ServiceRegistry {
    /** The price source the tokens plugin uses, for plugins that show fiat values too. */
    'tokens.prices': PriceSource
  }
}

/**
 * The Tokens tab (SPEC section 2) of a connected account, on every namespace whose plugin reads
 * balances. The lists are read while a renderer shows them (`watchAccountTokens`), again when the
 * account, its network or its balance changes, and kept in the `tokens` slice by namespace.
 */
export function tokens(options: TokensOptions = {}) {
  return definePlugin({
    name: 'tokens',
    setup(ctx) {
      if (options.prices) setPriceSource(ctx.kernel, options.prices)
      // The kernel's: Send prices its amount with the same source.
      const prices = priceSourceOf(ctx.kernel)
      ctx.provide('tokens.prices', prices)
      const store = ctx.defineSlice(TOKENS_SLICE, initialTokensState())
      ctx.registerAccountTab({ id: 'tokens', label: 'Tokens', order: 10, kind: 'tokens' })

      // What each namespace's list was read for: a change of account, network or balance reads it again.
      const readFor = new Map<ChainNamespace, string>()
      let stopped = false
      ctx.onTeardown(() => {
        stopped = true
      })

      const read = async (namespace: ChainNamespace, key: string, address: string) => {
        const definition = ctx.kernel.namespaces.get(namespace)
        const network = ctx.kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork
        if (!definition?.capabilities?.getBalance || !network) return
        const at = { address, caipNetworkId: network.caipNetworkId }
        const set = (tokens: AccountTokens) => {
          if (stopped || readFor.get(namespace) !== key) return
          // Replaced whole (never drafted): the list is read-only data.
          store.setState((state) => ({ ...state, byNamespace: { ...state.byNamespace, [namespace]: tokens } }))
        }
        set({ status: 'loading', ...at })
        const { getBalance, getTokenBalances } = definition.capabilities
        set(await readAccountTokens({ capabilities: { getBalance, ...(getTokenBalances ? { getTokenBalances } : {}) }, address, network, prices }))
      }

      const sync = () => {
        if (store.getState().watchers === 0) return
        const chains = ctx.kernel.store('chains').getState().byNamespace
        for (const [namespace, chain] of Object.entries(chains)) {
          if (!chain) continue
          const { account, network } = chain
          if (account.status !== 'connected' || !account.address || !network.caipNetwork || network.unsupported) {
            readFor.delete(namespace)
            continue
          }
          const key = `${account.address}|${network.caipNetwork.caipNetworkId}|${account.balance ?? ''}|${store.getState().attempt}`
          if (readFor.get(namespace) === key) continue
          readFor.set(namespace, key)
          void read(namespace, key, account.address)
        }
      }
      ctx.store('chains').subscribe(sync)
      store.subscribe(sync)
      sync()
    },
  })
}
