import { describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { initialRegistryState } from '../../../core/kernel/registrySlice.js'
import type { KernelSlices } from '../../../core/kernel/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { mockLoginPlugin } from '../../helpers/mockLoginPlugin.js'

declare module 'portico/core' {
  interface KernelSlices {
    'test-counter': { count: number }
  }
}

const SLICES: (keyof KernelSlices)[] = ['options', 'modal', 'router', 'chains', 'connectors', 'connections', 'notifications', 'wallets']

/** A plugin that uses every part of ctx and forgets to clean any of it up itself. */
const leakyPlugin = (onTimer: () => void, sourceStopped: () => void) =>
  definePlugin({
    name: 'leaky',
    setup(ctx) {
      ctx.events.on('modal:opened', () => {})
      ctx.events.on('error', () => {})
      for (const slice of SLICES) ctx.store(slice).subscribe(() => {})
      ctx.timers.setTimeout(onTimer, 1_000)
      ctx.timers.setInterval(onTimer, 500)
      ctx.defineSlice('test-counter', { count: 0 }).subscribe(() => {})
      ctx.registerLoginMethod({ id: 'leaky-login', kind: 'browser', section: 'wallet' })
      ctx.registerFeature({ id: 'leaky-feature', label: 'Leak', icon: 'plus', view: 'Account' })
      ctx.registerView({ id: 'LeakyView', kind: 'send', title: 'Leaky' })
      ctx.registerAccountTab({ id: 'leaky-tab', label: 'Leaky', order: 1, load: () => new Promise(() => {}) })
      ctx.registerConnectSection({ id: 'leaky', loginMethod: 'leaky-login' })
      ctx.registerConnectorSource({ id: 'leaky-source', watch: () => sourceStopped })
    },
  })

describe('kernel.destroy', () => {
  it('rule: after destroy no listener, timer or store subscription survives', async () => {
    vi.useFakeTimers()
    const onTimer = vi.fn()
    const sourceStopped = vi.fn()
    const kernel = createTestKernel()
      .use(mockChainPlugin().plugin)
      .use(mockLoginPlugin())
      .use(leakyPlugin(onTimer, sourceStopped))
    await kernel.start()
    kernel.timers.setTimeout(onTimer, 2_000)
    const stores = SLICES.map((slice) => kernel.store(slice))
    const pluginSlice = kernel.store('test-counter')
    expect(kernel.events.listenerCount()).toBeGreaterThan(0)
    expect(stores.every((store) => store.listenerCount() > 0)).toBe(true)

    await kernel.destroy()

    expect(kernel.events.listenerCount()).toBe(0)
    expect(stores.map((store) => store.listenerCount())).toEqual(SLICES.map(() => 0))
    expect(pluginSlice.listenerCount()).toBe(0)
    expect(kernel.timers.pending()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(10_000)
    expect(onTimer).not.toHaveBeenCalled()
    expect(sourceStopped).toHaveBeenCalledTimes(1)
    expect(kernel.namespaces.size).toBe(0)
    expect(kernel.store('registry').getState()).toEqual(initialRegistryState())
    expect(kernel.status).toBe('destroyed')
    vi.useRealTimers()
  })

  it('rule: plugin teardowns run newest first, and only once', async () => {
    const order: string[] = []
    const make = (name: string) =>
      definePlugin({
        name,
        setup(ctx) {
          ctx.onTeardown(() => void order.push(`${name}:ctx`))
          return () => void order.push(`${name}:returned`)
        },
      })
    const kernel = createTestKernel().use(make('a')).use(make('b'))
    await kernel.start()
    await kernel.destroy()
    await kernel.destroy()
    expect(order).toEqual(['b:returned', 'b:ctx', 'a:returned', 'a:ctx'])
  })

  it('rule: destroy emits kernel:destroyed before removing listeners', async () => {
    const kernel = createTestKernel()
    await kernel.start()
    const handler = vi.fn()
    kernel.events.on('kernel:destroyed', handler)
    await kernel.destroy()
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it("rule: the page's 'online' event reaches the bus from start to destroy, and its page listener is removed by destroy", async () => {
    const page = new EventTarget()
    const add = vi.fn(page.addEventListener.bind(page))
    const remove = vi.fn(page.removeEventListener.bind(page))
    vi.stubGlobal('addEventListener', add)
    vi.stubGlobal('removeEventListener', remove)
    const kernel = createTestKernel()
    const heard = vi.fn()
    kernel.events.on('browser:online', heard)
    page.dispatchEvent(new Event('online'))
    expect(add).not.toHaveBeenCalled()

    await kernel.start()
    page.dispatchEvent(new Event('online'))
    expect(heard).toHaveBeenCalledTimes(1)

    await kernel.destroy()
    expect(remove).toHaveBeenCalledWith('online', add.mock.calls[0]![1])
    page.dispatchEvent(new Event('online'))
    expect(heard).toHaveBeenCalledTimes(1)
  })
})
