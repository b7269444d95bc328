import { castDraft } from 'immer'
import { parseCaipAddress } from '../caip/caipAddress.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { initialAccountState, initialNetworkState, type ChainState, type ChainsState } from '../slices/chainsSlice.js'
import type { InitialState } from './sessionCookie.js'

const HYDRATED = Symbol('portico.hydrated')

/**
 * Puts a returning visitor's connected accounts (read from the session cookie) into an idle
 * kernel, as the state a server render and the hydrating client render both start from. Once and
 * only before start: start then keeps these accounts while their wallets confirm them, and drops
 * any the wallet no longer holds. The network is found among the site's `networks` option, the only
 * networks known before the plugins have set up; an account on another network renders without one.
 */
export function hydrate(kernel: Kernel, initialState: InitialState | undefined): void {
  if (!initialState || kernel.status !== 'idle') return
  const state = kernel.local(HYDRATED, () => ({ done: false }))
  if (state.done) return
  state.done = true
  const chains: ChainsState = { activeNamespace: undefined, byNamespace: {} }
  for (const [key, session] of Object.entries(initialState.chains)) {
    if (!session) continue
    const namespace = key as ChainNamespace
    const { address, caipNetworkId } = parseCaipAddress(session.caipAddress)
    const chain: ChainState = {
      account: { ...initialAccountState(), status: 'connected', address, caipAddress: session.caipAddress },
      network: {
        ...initialNetworkState(),
        caipNetwork: kernel.options.networksByNamespace[namespace]?.find((network) => network.caipNetworkId === caipNetworkId),
      },
      connectorId: session.connectorId,
    }
    chains.byNamespace[namespace] = chain
    chains.activeNamespace ??= namespace
  }
  if (initialState.active && chains.byNamespace[initialState.active]) chains.activeNamespace = initialState.active
  kernel.store('chains').hydrate(castDraft(chains))
}

/** The account hydrate() put in for `namespace`, while nothing has replaced it yet. */
export function hydratedAccount(kernel: Kernel, chain: ChainState | undefined): ChainState | undefined {
  return kernel.local(HYDRATED, () => ({ done: false })).done && chain?.account.status === 'connected' ? chain : undefined
}
