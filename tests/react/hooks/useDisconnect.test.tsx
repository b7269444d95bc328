// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { useAccount } from '../../../react/hooks/useAccount.js'
import { useDisconnect } from '../../../react/hooks/useDisconnect.js'
import { connectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useDisconnect', () => {
  it('rule: disconnect() ends the active chain\'s session and the account hooks follow', async () => {
    const started = await startReactKernel()
    kernel = started.kernel
    const { result } = renderHookWithKernel(kernel, () => ({ account: useAccount(), ...useDisconnect() }))
    await connectMock(kernel)
    expect(result.current.account.isConnected).toBe(true)
    await act(() => result.current.disconnect())
    expect(result.current.account).toMatchObject({ status: 'disconnected', address: undefined })
    expect(started.eip155.wallet.calls.disconnect).toBe(1)
  })

  it('rule: disconnect({ namespace }) leaves the other namespaces connected', async () => {
    kernel = (await startReactKernel({ solana: true })).kernel
    const { result } = renderHookWithKernel(kernel, () => ({ evm: useAccount('eip155'), sol: useAccount('solana'), ...useDisconnect() }))
    await connectMock(kernel, 'eip155')
    await connectMock(kernel, 'solana')
    await act(() => result.current.disconnect({ namespace: 'solana' }))
    expect(result.current.sol.isConnected).toBe(false)
    expect(result.current.evm.isConnected).toBe(true)
  })

  it('rule: disconnect keeps its identity across renders', async () => {
    kernel = (await startReactKernel()).kernel
    const { result, rerender } = renderHookWithKernel(kernel, () => useDisconnect())
    const { disconnect } = result.current
    rerender()
    expect(result.current.disconnect).toBe(disconnect)
  })
})
