import { describe, expect, expectTypeOf, it } from 'vitest'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { initialRegistryState } from '../../../core/kernel/registrySlice.js'
import type { PluginContext } from '../../../core/kernel/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

interface TestFrame {
  request(method: string): Promise<string>
}

declare module 'portico/core' {
  interface ServiceRegistry {
    'test:frame': TestFrame
  }
}

const frame: TestFrame = { request: (method) => Promise.resolve(`answered ${method}`) }

/** The embedded wallet's shape in small: one plugin owns the frame and offers it. */
const frameOwner = (name = 'frame-owner', service: TestFrame = frame) =>
  definePlugin({
    name,
    setup(ctx) {
      ctx.provide('test:frame', service)
    },
  })

/** A login plugin that takes the frame from the plugin it depends on, as email() will. */
const frameLogin = (dependencies: readonly string[] = ['frame-owner'], seen: (frame: TestFrame) => void = () => {}) =>
  definePlugin({
    name: 'frame-login',
    dependencies,
    setup(ctx) {
      const taken = ctx.need('test:frame')
      seen(taken)
      ctx.registerLoginMethod({ id: 'frame-login', kind: 'browser', section: 'email' })
    },
  })

const startError = async (start: Promise<void>) => {
  const error = await start.then(() => undefined, (thrown: unknown) => thrown)
  if (!isPorticoError(error)) throw new Error(`expected a coded error, got ${String(error)}`)
  return error
}

describe('services between plugins', () => {
  it('rule: a service one plugin provides is taken by a plugin that lists it in dependencies, as the same object', async () => {
    let taken: TestFrame | undefined
    const kernel = createTestKernel().use(frameOwner()).use(frameLogin(['frame-owner'], (service) => (taken = service)))
    await kernel.start()
    expect(taken).toBe(frame)
    await expect(taken!.request('otp')).resolves.toBe('answered otp')
    expect(kernel.store('registry').getState().loginMethods.map((method) => method.id)).toEqual(['frame-login'])
  })

  it('rule: a dependent listed before its provider is refused at use() with PLUGIN_MISSING_DEPENDENCY naming both, so providers are always set up first', () => {
    const kernel = createTestKernel()
    let error: unknown
    try {
      kernel.use(frameLogin())
    } catch (thrown) {
      error = thrown
    }
    expect(isPorticoError(error, 'PLUGIN_MISSING_DEPENDENCY')).toBe(true)
    expect((error as Error).message).toContain('"frame-login"')
    expect((error as Error).message).toContain('"frame-owner"')
    expect(kernel.plugins).toEqual([])
  })

  it('rule: a service no dependency provides fails start with SERVICE_MISSING naming the plugin that needs it and the one it depends on, and nothing stays registered', async () => {
    const silentOwner = definePlugin({ name: 'frame-owner', setup() {} })
    const kernel = createTestKernel().use(silentOwner).use(frameLogin())
    const error = await startError(kernel.start())
    expect(error.code).toBe('SERVICE_MISSING')
    expect(error.message).toContain('plugin "frame-login" needs "test:frame" from its dependencies (frame-owner); no plugin provides it')
    expect(kernel.status).toBe('idle')
    expect(kernel.store('registry').getState()).toEqual(initialRegistryState())
  })

  it('rule: a service provided by a plugin missing from dependencies fails start with SERVICE_MISSING naming both plugins', async () => {
    const kernel = createTestKernel().use(frameOwner()).use(frameLogin([]))
    const error = await startError(kernel.start())
    expect(error.code).toBe('SERVICE_MISSING')
    expect(error.message).toContain('plugin "frame-login" needs "test:frame" from its dependencies (none); "frame-owner" provides it')
  })

  it('rule: a key provided twice fails start with SERVICE_DUPLICATE naming both providers', async () => {
    const kernel = createTestKernel().use(frameOwner()).use(frameOwner('second-frame-owner'))
    const error = await startError(kernel.start())
    expect(error.code).toBe('SERVICE_DUPLICATE')
    expect(error.message).toContain('plugins "frame-owner" and "second-frame-owner" both provide "test:frame"')
  })

  it('rule: destroy() removes the provided services: a need after it finds none', async () => {
    let login: PluginContext | undefined
    const keepLogin = definePlugin({ name: 'frame-login', dependencies: ['frame-owner'], setup: (ctx) => void (login = ctx) })
    const kernel = createTestKernel().use(frameOwner()).use(keepLogin)
    await kernel.start()
    expect(login!.need('test:frame')).toBe(frame)

    await kernel.destroy()

    expect(() => login!.need('test:frame')).toThrow(expect.objectContaining({ code: 'SERVICE_MISSING' }))
  })

  it('rule: a dependent is torn down before its provider, so its teardown can still use the service', async () => {
    const used: string[] = []
    const login = definePlugin({
      name: 'frame-login',
      dependencies: ['frame-owner'],
      setup(ctx) {
        const taken = ctx.need('test:frame')
        return async () => void used.push(await taken.request('logout'))
      },
    })
    const kernel = createTestKernel().use(frameOwner()).use(login)
    await kernel.start()
    await kernel.destroy()
    expect(used).toEqual(['answered logout'])
  })

  it('rule: a start that fails undoes the services provided so far, so the next start provides them again', async () => {
    let fail = true
    const flaky = definePlugin({
      name: 'flaky',
      setup() {
        if (fail) throw new Error('not yet')
      },
    })
    const kernel = createTestKernel().use(frameOwner()).use(flaky)
    await expect(kernel.start()).rejects.toMatchObject({ code: 'PLUGIN_SETUP_FAILED' })
    fail = false
    await kernel.start()
    expect(kernel.status).toBe('started')
  })

  it('rule: a key merged into ServiceRegistry gives the typed service on both sides; any other key is unknown', () => {
    definePlugin({
      name: 'typed',
      dependencies: ['frame-owner'],
      setup(ctx) {
        expectTypeOf(ctx.need('test:frame')).toEqualTypeOf<TestFrame>()
        expectTypeOf(ctx.need('test:not-merged')).toBeUnknown()
        // @ts-expect-error: the service under a merged key must have the merged type
        ctx.provide('test:frame', { request: 'not a function' })
        ctx.provide('test:not-merged', 42)
      },
    })
  })
})
