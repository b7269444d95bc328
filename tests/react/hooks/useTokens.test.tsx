// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { tokens } from '../../../plugins/tokens/index.js'
import { useTokens } from '../../../react/hooks/useTokens.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'
import { connectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

async function setup(getBalance = vi.fn(async () => ({ balance: '2', symbol: 'MCK' }))) {
  const made = await startTestKernel({ eip155: { capabilities: { getBalance } }, plugins: [tokens({ prices: { prices: async () => new Map([['native', 10]]) } })] })
  kernel = made.kernel
  return { kernel: made.kernel, getBalance }
}

describe('useTokens', () => {
  it("rule: 'idle' with no account, then the connected account's tokens with their fiat values", async () => {
    const { kernel } = await setup()
    const { result } = renderHookWithKernel(kernel, () => useTokens())
    expect(result.current).toMatchObject({ namespace: 'eip155', status: 'idle', tokens: [], fiat: false, error: undefined })
    await connectMock(kernel)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.fiat).toBe(true)
    expect(result.current.tokens).toMatchObject([{ symbol: 'MCK', quantity: { numeric: '2' }, price: 10, value: 20 }])
  })

  it("rule: a failed read is the hook's error, and retry reads again", async () => {
    const getBalance = vi.fn(async () => ({ balance: '2', symbol: 'MCK' }))
    const { kernel } = await setup(getBalance)
    await connectMock(kernel)
    getBalance.mockRejectedValue(new Error('node down'))
    const { result } = renderHookWithKernel(kernel, () => useTokens())
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.shortMessage).toBe('Token Balance Unavailable')
    getBalance.mockResolvedValue({ balance: '3', symbol: 'MCK' })
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('ready'))
  })

  it('rule: the list is read only while a component uses the hook', async () => {
    const { kernel } = await setup()
    await connectMock(kernel)
    const { unmount } = renderHookWithKernel(kernel, () => useTokens())
    expect(kernel.store('tokens').getState().watchers).toBe(1)
    unmount()
    expect(kernel.store('tokens').getState().watchers).toBe(0)
  })
})
