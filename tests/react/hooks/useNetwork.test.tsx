// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { useNetwork } from '../../../react/hooks/useNetwork.js'
import { connectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useNetwork', () => {
  it('rule: reads the active namespace\'s network and the networks it may switch to', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useNetwork())
    expect(result.current).toMatchObject({ namespace: 'eip155', caipNetworkId: 'eip155:1', unsupported: false })
    expect(result.current.caipNetwork?.name).toBe('Mock One')
    expect(result.current.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'eip155:2'])
  })

  it('rule: follows switchNetwork from core', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useNetwork())
    await act(() => switchNetwork(kernel!, 'eip155:2'))
    expect(result.current.caipNetworkId).toBe('eip155:2')
    expect(result.current.caipNetwork?.name).toBe('Mock Two')
  })

  it('rule: its switchNetwork asks a connected wallet and updates the hook', async () => {
    const started = await startReactKernel()
    kernel = started.kernel
    const { result } = renderHookWithKernel(kernel, () => useNetwork())
    await connectMock(kernel)
    await act(() => result.current.switchNetwork('eip155:2'))
    expect(started.eip155.wallet.calls.switchNetwork).toEqual(['eip155:2'])
    expect(result.current.caipNetworkId).toBe('eip155:2')
  })

  it('rule: reads unsupported when the wallet sits on a network the site did not configure', async () => {
    kernel = (await startReactKernel({ options: { allowUnsupportedChain: true }, eip155: { wallet: { caipNetworkId: 'eip155:999' } } })).kernel
    const { result } = renderHookWithKernel(kernel, () => useNetwork())
    await connectMock(kernel)
    expect(result.current).toMatchObject({ unsupported: true, caipNetworkId: 'eip155:999' })
    expect(result.current.caipNetwork?.name).toBe('Unknown Network')
  })

  it('rule: useNetwork(namespace) reads that namespace, and switching to it makes it active', async () => {
    kernel = (await startReactKernel({ solana: true })).kernel
    const { result } = renderHookWithKernel(kernel, () => ({ sol: useNetwork('solana'), active: useNetwork() }))
    expect(result.current.sol).toMatchObject({ namespace: 'solana', caipNetworkId: 'solana:1' })
    expect(result.current.active.namespace).toBe('eip155')
    await act(() => switchNetwork(kernel!, 'solana:2'))
    expect(result.current.sol.caipNetworkId).toBe('solana:2')
    expect(result.current.active).toMatchObject({ namespace: 'solana', caipNetworkId: 'solana:2' })
  })
})
