import { useSyncExternalStore } from 'react'
import type { LocalRegistry } from './localRegistry.js'

/** The registry's entries, re-rendering when a plugin adds or removes one. */
export function useLocalRegistry<K, V>(registry: LocalRegistry<K, V>): ReadonlyMap<K, V> {
  return useSyncExternalStore(registry.subscribe, registry.snapshot, registry.snapshot)
}
