// @vitest-environment happy-dom
import { waitFor, act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { useConnectors, useConnections, useDisconnect, useProvider, useWalletInfo } from '../../../react/hooks/connectionHooks.js'
import { useAccount } from '../../../react/hooks/useAccount.js'
import { connectMock, disconnectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useConnectors', () => {
  it('rule: reads none before start, then what the plugins discover once the provider starts the kernel', async () => {
    // start="load": a first visit's kernel otherwise waits for an intent (tests/react/KernelProvider.test.tsx).
    kernel = (await startReactKernel({ solana: true, start: false })).kernel
    const rendered: (readonly unknown[])[] = []
    const { result } = renderHookWithKernel(kernel, () => {
      const connectors = useConnectors()
      rendered.push(connectors)
      return connectors
    }, 'load')
    expect(rendered[0]).toEqual([])
    await waitFor(() => expect(result.current.map((connector) => connector.id)).toEqual(['mock-eip155', 'mock-solana']))
    expect(kernel.status).toBe('started')
  })

  it('rule: keeps the same array while the connectors do not change', async () => {
    kernel = (await startReactKernel()).kernel
    const { result, rerender } = renderHookWithKernel(kernel, () => useConnectors())
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})

const ADDRESS = '0x1111111111111111111111111111111111111111'

afterEach(() => tearDown(kernel))

describe('useConnections', () => {
  it('rule: reads no connection before a wallet connects', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useConnections())
    expect(result.current).toEqual({ connections: [], recentConnections: [] })
  })

  it('rule: follows connect and disconnect through core', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useConnections())
    await connectMock(kernel)
    expect(result.current.connections).toEqual([expect.objectContaining({ connectorId: 'mock-eip155', accounts: [expect.objectContaining({ address: ADDRESS })] })])
    await disconnectMock(kernel)
    expect(result.current.connections).toEqual([])
  })

  it('rule: useConnections(namespace) reads that namespace alone', async () => {
    kernel = (await startReactKernel({ solana: true })).kernel
    const { result } = renderHookWithKernel(kernel, () => ({ evm: useConnections('eip155'), sol: useConnections('solana') }))
    await connectMock(kernel, 'solana')
    expect(result.current.sol.connections.map((connection) => connection.connectorId)).toEqual(['mock-solana'])
    expect(result.current.evm.connections).toEqual([])
  })

  it('rule: keeps its identity when an unrelated slice changes', async () => {
    kernel = (await startReactKernel()).kernel
    const { result, rerender } = renderHookWithKernel(kernel, () => useConnections())
    await connectMock(kernel)
    const before = result.current
    rerender()
    expect(result.current).toBe(before)
  })
})

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

describe('useProvider', () => {
  const provider = { request: async () => null }

  it("rule: reads the session's provider once connected and undefined again after a disconnect", async () => {
    kernel = (await startReactKernel({ eip155: { provider } })).kernel
    const { result } = renderHookWithKernel(kernel, () => useProvider('eip155'))
    expect(result.current).toBeUndefined()
    await connectMock(kernel)
    expect(result.current).toBe(provider)
    await disconnectMock(kernel)
    expect(result.current).toBeUndefined()
  })

  it("rule: a hook pinned to one namespace ignores another namespace's session", async () => {
    kernel = (await startReactKernel({ eip155: { provider }, solana: { provider: {} } })).kernel
    const { result } = renderHookWithKernel(kernel, () => useProvider('eip155'))
    await connectMock(kernel, 'solana')
    expect(result.current).toBeUndefined()
  })
})
