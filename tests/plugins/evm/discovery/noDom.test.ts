import { describe, expect, it } from 'vitest'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

describe('discovery without a DOM', () => {
  it('rule: with no window (server render, Node) there are no connectors and nothing throws', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const kernel = await startEvmKernel()
    expect(kernel.status).toBe('started')
    expect(kernel.store('connectors').getState().connectors).toEqual([])
    expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected')
    await kernel.destroy()
  })
})
