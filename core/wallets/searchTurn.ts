import type { Kernel } from '../kernel/types.js'

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
