import { freeze, Immer, produce, type Draft } from 'immer'

export type Listener<T> = (state: T, previous: T) => void

export interface Store<T> {
  getState(): T
  getInitialState(): T
  /**
   * What a server render and the hydrating client render both read: the initial state, or the
   * state hydrate() set from the request (a returning visitor's session cookie). A client render
   * after hydration reads getState().
   */
  getServerState(): T
  /** Sets the state a server render starts from, before any subscriber exists (SSR). */
  hydrate(state: T): void
  /** A recipe mutates an immer draft; returning a value replaces the state whole. */
  setState(recipe: (draft: Draft<T>) => void | T): void
  subscribe(listener: Listener<T>): () => void
  /** Back to the initial state, notifying subscribers. */
  reset(): void
  listenerCount(): number
  /** Drops every listener; kernel.destroy() calls it so no subscription outlives the kernel. */
  destroy(): void
}

/**
 * One slice of kernel state. Snapshots are frozen (unless `frozen: false`) and structurally shared,
 * so an unchanged branch keeps its identity and useSyncExternalStore selectors stay stable.
 */
export function createStore<T>(initial: T, { frozen = true }: { frozen?: boolean } = {}): Store<T> {
  // A store of objects owned by others (the plugins' registrations) keeps them as given: freezing
  // would reach into a plugin's own capability objects.
  const update = frozen ? produce : new Immer({ autoFreeze: false }).produce
  const initialState = frozen ? freeze(initial, true) : initial
  let state = initialState
  let serverState = initialState
  const listeners = new Set<Listener<T>>()

  const commit = (next: T) => {
    if (Object.is(next, state)) return
    const previous = state
    state = next
    for (const listener of [...listeners]) listener(state, previous)
  }

  return {
    getState: () => state,
    getInitialState: () => initialState,
    getServerState: () => serverState,
    hydrate(next) {
      serverState = frozen ? freeze(next, true) : next
      commit(serverState)
    },
    setState(recipe) {
      commit(update(state, recipe as (draft: Draft<T>) => void) as T)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset: () => commit(initialState),
    listenerCount: () => listeners.size,
    destroy: () => listeners.clear(),
  }
}
