import type { EventBus } from '../events/createEventBus.js'
import type { KernelEvents } from '../events/KernelEvents.js'
import type { Store } from '../store/createStore.js'
import { createTimers } from './createTimers.js'
import type { Plugin, KernelSlices, PluginContext } from './types.js'

/** Identity helper for type inference: `export const evm = (opts) => definePlugin({ ... })`. */
export function definePlugin<const P extends Plugin>(plugin: P): P {
  return plugin
}

export interface PluginScope {
  ctx: PluginContext
  /** Undoes everything the plugin registered through ctx, newest first. */
  teardown(): Promise<void>
}

type Registrations = Omit<PluginContext,
  'name' | 'kernel' | 'options' | 'events' | 'storage' | 'timers' | 'fetch' | 'store' | 'onTeardown'>

/**
 * A plugin's narrow view of the kernel. Listeners, subscriptions and timers made through it are
 * tracked, so destroy() leaves nothing behind even when a plugin forgets its own teardown.
 */
export function createPluginContext(
  name: string,
  base: Pick<PluginContext, 'kernel' | 'options' | 'storage' | 'fetch'> & { events: EventBus<KernelEvents> },
  registrations: (scope: { onTeardown: (fn: () => void) => void }) => Registrations,
): PluginScope {
  const teardowns: (() => void | Promise<void>)[] = []
  const onTeardown = (fn: () => void | Promise<void>) => void teardowns.push(fn)
  const timers = createTimers()
  onTeardown(() => timers.clearAll())

  const events: EventBus<KernelEvents> = {
    ...base.events,
    on(type, handler) {
      const off = base.events.on(type, handler)
      onTeardown(off)
      return off
    },
    onAny(handler) {
      const off = base.events.onAny(handler)
      onTeardown(off)
      return off
    },
  }

  const scoped = <K extends keyof KernelSlices>(store: Store<KernelSlices[K]>): Store<KernelSlices[K]> => ({
    ...store,
    subscribe(listener) {
      const off = store.subscribe(listener)
      onTeardown(off)
      return off
    },
  })

  const ctx: PluginContext = {
    name,
    kernel: base.kernel,
    options: base.options,
    storage: base.storage,
    fetch: base.fetch,
    events,
    timers,
    store: (slice) => scoped(base.kernel.store(slice)),
    onTeardown,
    ...registrations({ onTeardown }),
  }

  return {
    ctx,
    async teardown() {
      for (const fn of teardowns.splice(0).reverse()) await fn()
    },
  }
}
