import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { retryAccountTokens, watchAccountTokens } from '../../../core/tokens/AccountTokens.js'
import type { PriceSource } from '../../../core/tokens/PriceSource.js'
import { tokens } from '../../../plugins/tokens/index.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const prices = (): PriceSource & { calls: number } => {
  const source = {
    calls: 0,
    async prices() {
      source.calls++
      return new Map([['native', 2]])
    },
  }
  return source
}

async function setup(source = prices(), getBalance = vi.fn(async () => ({ balance: '1.5', symbol: 'MCK' }))) {
  const made = await startTestKernel({ eip155: { capabilities: { getBalance } }, plugins: [tokens({ prices: source })] })
  kernel = made.kernel
  return { kernel: made.kernel, source, getBalance }
}

describe('tokens()', () => {
  it("rule: registers the Account tab { id: 'tokens', label: 'Tokens', order: 10 } drawn by react/'s kind 'tokens', and provides its price source", async () => {
    const { kernel } = await setup()
    expect(kernel.store('registry').getState().accountTabs).toEqual([{ id: 'tokens', label: 'Tokens', order: 10, kind: 'tokens' }])
    expect(kernel.store('tokens').getState()).toEqual({ byNamespace: {}, watchers: 0, attempt: 0 })
  })

  it('rule: nothing is read while no renderer shows the list', async () => {
    const { kernel, source } = await setup()
    await connect(kernel, { connectorId: 'mock-eip155' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(kernel.store('tokens').getState().byNamespace).toEqual({})
    expect(source.calls).toBe(0)
  })

  it('rule: a shown list is read for the connected account, with fiat values from the price source', async () => {
    const { kernel } = await setup()
    await connect(kernel, { connectorId: 'mock-eip155' })
    const release = watchAccountTokens(kernel)
    await vi.waitFor(() => expect(kernel.store('tokens').getState().byNamespace.eip155?.status).toBe('ready'))
    expect(kernel.store('tokens').getState().byNamespace.eip155).toMatchObject({
      address: '0x1111111111111111111111111111111111111111',
      fiat: true,
      tokens: [{ symbol: 'MCK', quantity: { numeric: '1.5' }, price: 2, value: 3 }],
    })
    release()
    expect(kernel.store('tokens').getState().watchers).toBe(0)
  })

  it('rule: a failed list is read again on retry', async () => {
    const getBalance = vi.fn(async () => ({ balance: '1.5', symbol: 'MCK' }))
    const { kernel } = await setup(prices(), getBalance)
    await connect(kernel, { connectorId: 'mock-eip155' })
    getBalance.mockRejectedValue(new Error('node down'))
    watchAccountTokens(kernel)
    await vi.waitFor(() => expect(kernel.store('tokens').getState().byNamespace.eip155?.status).toBe('error'))
    getBalance.mockResolvedValue({ balance: '4', symbol: 'MCK' })
    retryAccountTokens(kernel)
    await vi.waitFor(() => expect(kernel.store('tokens').getState().byNamespace.eip155?.status).toBe('ready'))
  })

  it('rule: destroy() removes the slice and the tab', async () => {
    const { kernel } = await setup()
    await kernel.destroy()
    expect(() => kernel.store('tokens')).toThrow()
  })
})
