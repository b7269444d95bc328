/** A value with listeners: enough for useSyncExternalStore, with a new object on every change. */
export interface StateStore<T> {
  get(): T
  update(change: (state: T) => T): void
  subscribe(listener: () => void): () => void
}

export function createStateStore<T>(initial: T): StateStore<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    update(change) {
      const next = change(state)
      if (next === state) return
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
