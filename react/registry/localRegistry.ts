import type { Kernel } from '../../core/kernel/types.js'

/**
 * A per-kernel map of what plugins put into the Account views (features, tabs, the approval slot).
 * Each change swaps in a new frozen map, so a view can read it with useSyncExternalStore and a
 * plugin that registers after the modal opened still shows up.
 */
export interface LocalRegistry<K, V> {
  /** The current entries, in registration order; the same object until something changes. */
  snapshot(): ReadonlyMap<K, V>
  /** Adds or replaces the entry for `key`; returns how to remove exactly this entry. */
  set(key: K, value: V): () => void
  subscribe(listener: () => void): () => void
}

export function localRegistry<K, V>(kernel: Kernel, key: symbol): LocalRegistry<K, V> {
  return kernel.local(key, () => createRegistry<K, V>())
}

function createRegistry<K, V>(): LocalRegistry<K, V> {
  let entries: ReadonlyMap<K, V> = new Map()
  const listeners = new Set<() => void>()
  const commit = (next: Map<K, V>) => {
    entries = next
    for (const listener of [...listeners]) listener()
  }
  return {
    snapshot: () => entries,
    set(key, value) {
      commit(new Map(entries).set(key, value))
      return () => {
        if (entries.get(key) !== value) return
        const next = new Map(entries)
        next.delete(key)
        commit(next)
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
