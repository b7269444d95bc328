// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { useWalletInfo } from '../../../react/hooks/useWalletInfo.js'
import { connectMock, disconnectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useWalletInfo', () => {
  it('rule: reads nothing before a wallet connects, the wallet once it has, nothing after disconnect', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useWalletInfo())
    expect(result.current).toBeUndefined()
    await connectMock(kernel)
    expect(result.current).toMatchObject({ name: 'Mock eip155 wallet', type: 'INJECTED' })
    await disconnectMock(kernel)
    expect(result.current).toBeUndefined()
  })

  it('rule: useWalletInfo(namespace) reads that namespace alone', async () => {
    kernel = (await startReactKernel({ solana: true })).kernel
    const { result } = renderHookWithKernel(kernel, () => ({ evm: useWalletInfo('eip155'), sol: useWalletInfo('solana') }))
    await connectMock(kernel, 'solana')
    expect(result.current.sol?.name).toBe('Mock solana wallet')
    expect(result.current.evm).toBeUndefined()
  })
})
