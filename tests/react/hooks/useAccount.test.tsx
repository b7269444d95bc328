// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { useAccount } from '../../../react/hooks/useAccount.js'
import { connectMock, disconnectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const SOLANA_ADDRESS = 'So11111111111111111111111111111111111111112'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useAccount', () => {
  it('rule: reads the active namespace disconnected before a wallet connects', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useAccount())
    expect(result.current).toMatchObject({ namespace: 'eip155', status: 'disconnected', isConnected: false, address: undefined })
  })

  it('rule: follows a connect through core, then the balance the chain reports', async () => {
    kernel = (await startReactKernel({ eip155: { wallet: { balance: '2.25' } } })).kernel
    const { result } = renderHookWithKernel(kernel, () => useAccount())
    await connectMock(kernel)
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
    })
    await waitFor(() => expect(result.current).toMatchObject({ balance: '2.25', balanceSymbol: 'MCK' }))
  })

  it('rule: reads connecting while the wallet has not answered', async () => {
    kernel = (await startReactKernel({ eip155: { wallet: { behaviour: 'hang' } } })).kernel
    const { result } = renderHookWithKernel(kernel, () => useAccount())
    // A wallet that never answers: the action stays pending, so it runs outside act.
    void connect(kernel, { connectorId: 'mock-eip155' })
    await waitFor(() => expect(result.current.status).toBe('connecting'))
    expect(result.current.isConnected).toBe(false)
  })

  it('rule: follows a disconnect back to an empty account', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useAccount())
    await connectMock(kernel)
    await disconnectMock(kernel)
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined, balance: undefined })
  })

  it('rule: useAccount(namespace) reads that namespace, not the active one', async () => {
    kernel = (await startReactKernel({ solana: { wallet: { accounts: [SOLANA_ADDRESS], caipNetworkId: 'solana:1' } } })).kernel
    const { result } = renderHookWithKernel(kernel, () => ({ evm: useAccount('eip155'), sol: useAccount('solana'), active: useAccount() }))
    await connectMock(kernel, 'solana')
    expect(result.current.sol).toMatchObject({ namespace: 'solana', address: SOLANA_ADDRESS, isConnected: true })
    expect(result.current.evm).toMatchObject({ namespace: 'eip155', address: undefined, isConnected: false })
    expect(result.current.active.namespace).toBe('solana')
    await connectMock(kernel, 'eip155')
    expect(result.current.evm).toMatchObject({ address: ADDRESS, isConnected: true })
    expect(result.current.active.namespace).toBe('eip155')
  })
})
