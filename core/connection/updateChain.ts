import type { Draft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { ChainState, ChainsState } from '../slices/chainsSlice.js'

/**
 * Applies `recipe` to one namespace's chain state in a single commit, then reports a changed
 * connection status on the bus. Every status change goes through here, so 'connection:status' is
 * emitted exactly once per change and never for a write that left the status alone.
 */
export function updateChain(
  kernel: Kernel,
  namespace: ChainNamespace,
  recipe: (chain: Draft<ChainState>, chains: Draft<ChainsState>) => void,
): void {
  const store = kernel.store('chains')
  const before = store.getState().byNamespace[namespace]?.account.status
  store.setState((draft) => {
    const chain = draft.byNamespace[namespace]
    if (chain) recipe(chain, draft)
  })
  const after = store.getState().byNamespace[namespace]?.account.status
  if (after !== undefined && after !== before) kernel.events.emit('connection:status', { namespace, status: after })
}
