import { describe, expect, expectTypeOf, it } from 'vitest'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

declare module 'portico/core' {
  interface KernelEvents {
    'test:quote': { amount: bigint }
  }
}

describe('KernelEvents', () => {
  it('rule: a plugin extends the event map by declaration merging and its events are typed', async () => {
    const seen: bigint[] = []
    const quoting = definePlugin({
      name: 'quoting',
      setup(ctx) {
        ctx.events.on('test:quote', (payload) => {
          expectTypeOf(payload).toEqualTypeOf<{ amount: bigint }>()
          seen.push(payload.amount)
        })
      },
    })
    const kernel = createTestKernel().use(quoting)
    await kernel.start()
    kernel.events.emit('test:quote', { amount: 5n })
    expect(seen).toEqual([5n])
    await kernel.destroy()
    expect(kernel.events.listenerCount('test:quote')).toBe(0)
  })
})
