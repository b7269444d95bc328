import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { Kernel } from '../../core/kernel/types.js'

interface Entry<P> {
  component: LazyExoticComponent<ComponentType<P>>
  /** The owner's visit this component was made for. */
  visit: unknown
  failed: boolean
}

/**
 * One lazy component per definition and kernel, so React never sees a new component type for the
 * same view or tab. React.lazy keeps a rejection for good, so a chunk that failed to load gets a
 * fresh lazy component, but only on a new `visit` of its owner (the visitor pressed "Try again",
 * or came back to the view or tab): re-renders that merely happen meanwhile (a balance arriving)
 * must keep showing the failure, not retry behind the visitor's back.
 */
export function lazyChunk<P>(
  kernel: Kernel,
  cacheKey: symbol,
  definition: object,
  load: () => Promise<{ default: ComponentType<P> }>,
  visit: unknown = undefined,
): LazyExoticComponent<ComponentType<P>> {
  const cache = kernel.local(cacheKey, () => new WeakMap<object, Entry<P>>())
  const cached = cache.get(definition)
  if (cached && !(cached.failed && cached.visit !== visit)) return cached.component
  const entry: Entry<P> = {
    visit,
    failed: false,
    component: lazy(() =>
      load().catch((error: unknown) => {
        entry.failed = true
        throw error
      })),
  }
  cache.set(definition, entry)
  return entry.component
}
