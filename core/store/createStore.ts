import { freeze, Immer, produce, type Draft } from 'immer'

export type Listener<T> = (state: T, previous: T) => void

export interface Store<T> {
  getState(): T
  getInitialState(): T
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
