import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { Kernel } from '../../core/kernel/types.js'

/**
 * One lazy component per definition and kernel, so React never sees a new component type for the
 * same view or tab. A chunk that failed to load is forgotten (React.lazy keeps a rejection for
 * good), so the render after a retry fetches it again.
 */
export function lazyChunk<P>(
  kernel: Kernel,
  cacheKey: symbol,
  definition: object,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  const cache = kernel.local(cacheKey, () => new WeakMap<object, LazyExoticComponent<ComponentType<P>>>())
  let component = cache.get(definition)
  if (!component) {
    const forgetOnFailure = () =>
      load().catch((error: unknown) => {
        cache.delete(definition)
        throw error
      })
    cache.set(definition, (component = lazy(forgetOnFailure)))
  }
  return component
}
