// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { useConnections } from '../../../react/hooks/useConnections.js'
import { connectMock, disconnectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

let kernel: Kernel | undefined
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
