// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { setPriceSource } from '../../../core/tokens/kernelPriceSource.js'
import { useBalance } from '../../../react/hooks/useBalance.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'
import { connectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

async function setup(getBalance = vi.fn(async () => ({ balance: '1234.56789', symbol: 'MCK' })), price?: number) {
  const made = await startTestKernel({ eip155: { capabilities: { getBalance } } })
  kernel = made.kernel
  setPriceSource(made.kernel, { prices: async () => new Map(price === undefined ? [] : [['native', price]]) })
  return { kernel: made.kernel, getBalance }
}

describe('useBalance', () => {
  it("rule: 'idle' with no account, then the native balance whole, floored to 3 decimals for display, with its fiat value", async () => {
    const { kernel } = await setup(undefined, 2)
    const { result } = renderHookWithKernel(kernel, () => useBalance())
    expect(result.current).toMatchObject({ namespace: 'eip155', status: 'idle', balance: undefined, formatted: undefined, value: undefined })
    await connectMock(kernel)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current).toMatchObject({ balance: '1234.56789', symbol: 'MCK', formatted: '1,234.567' })
    await waitFor(() => expect(result.current.value).toBe(2469.13578))
  })

  it('rule: without a known price there is no fiat value, never a made-up 0', async () => {
    const { kernel } = await setup()
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useBalance())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current.value).toBeUndefined()
  })

  it('rule: refetch reads the balance again from the chain', async () => {
    const getBalance = vi.fn(async () => ({ balance: '1', symbol: 'MCK' }))
    const { kernel } = await setup(getBalance)
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useBalance())
    await waitFor(() => expect(result.current.balance).toBe('1'))
    getBalance.mockResolvedValue({ balance: '5', symbol: 'MCK' })
    await act(() => result.current.refetch())
    expect(result.current.balance).toBe('5')
  })
})
