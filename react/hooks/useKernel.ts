import { createContext, useContext, useCallback, useRef, useSyncExternalStore } from 'react'
import type { Kernel, KernelSlices } from '../../core/kernel/types.js'

export const KernelContext = createContext<Kernel | null>(null)
KernelContext.displayName = 'PorticoKernel'

/** Equal when both are the same, or plain objects/arrays whose own entries are the same. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every(
    (key) => Object.prototype.hasOwnProperty.call(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** The kernel of the nearest <KernelProvider>. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext)
  if (!kernel) {
    throw new Error('Portico hooks must be used inside <KernelProvider kernel={kernel}>: wrap your app with it.')
  }
  return kernel
}

/**
 * One useSyncExternalStore call over one slice. The selection is cached per snapshot and kept when
 * `isEqual` says nothing changed, so a component re-renders only when what it reads changes. The
 * server snapshot is the slice's server state (its initial state, or what a session cookie hydrated), so a
 * server render and the first client render agree.
 */
export function useKernelState<K extends keyof KernelSlices, T>(
  slice: K,
  selector: (state: KernelSlices[K]) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useKernel().store(slice)
  const cache = useRef<{ state: KernelSlices[K]; selector: typeof selector; value: T } | null>(null)
  const serverCache = useRef<{ value: T } | null>(null)

  const select = (state: KernelSlices[K]): T => {
    const cached = cache.current
    if (cached && cached.state === state && cached.selector === selector) return cached.value
    const value = selector(state)
    const kept = cached && isEqual(cached.value, value) ? cached.value : value
    cache.current = { state, selector, value: kept }
    return kept
  }

  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store])
  return useSyncExternalStore(
    subscribe,
    () => select(store.getState()),
    () => (serverCache.current ??= { value: selector(store.getServerState()) }).value,
  )
}
