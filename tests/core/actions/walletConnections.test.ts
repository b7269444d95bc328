import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { getWalletStatus, getConnections, switchConnection } from '../../../core/actions/walletConnections.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { secondWalletPlugin, startTestKernel, chainOf, SECOND_ADDRESS } from '../connection/startTestKernel.js'

describe('getWalletStatus', () => {
  it('rule: connected is the active connector, active is among current connections, anything else disconnected', async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel } = await startTestKernel({ plugins: [second.plugin] })
    expect(getWalletStatus(kernel, 'eip155', 'mock-eip155')).toBe('disconnected')

    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: second.connector.id })

    expect(getWalletStatus(kernel, 'eip155', second.connector.id)).toBe('connected')
    expect(getWalletStatus(kernel, 'eip155', 'mock-eip155')).toBe('active')
    expect(getWalletStatus(kernel, 'eip155', 'never-seen')).toBe('disconnected')
    expect(getWalletStatus(kernel, 'solana', 'mock-eip155')).toBe('disconnected')

    await disconnect(kernel)
    expect(getWalletStatus(kernel, 'eip155', second.connector.id)).toBe('disconnected')
  })
})

const enableMultiWallet = (kernel: Kernel) =>
  kernel.store('options').setState((draft) => {
    draft.features.multiWallet = true
  })

async function twoWallets() {
  const second = secondWalletPlugin('eip155')
  const started = await startTestKernel({ plugins: [second.plugin] })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  await connect(started.kernel, { connectorId: second.connector.id })
  return { ...started, second }
}

describe('getConnections', () => {
  it("rule: without multiWallet only the active connector's connections show", async () => {
    const { kernel, second } = await twoWallets()
    const { connections, recentConnections } = getConnections(kernel, 'eip155')
    expect(connections.map((c) => c.connectorId)).toEqual([second.connector.id])
    expect(recentConnections).toEqual([])
  })

  it('rule: with multiWallet every current connection shows, and ended ones as recent', async () => {
    const { kernel, second } = await twoWallets()
    enableMultiWallet(kernel)
    expect(getConnections(kernel, 'eip155').connections.map((c) => c.connectorId)).toEqual(['mock-eip155', second.connector.id])
    await disconnect(kernel)
    const after = getConnections(kernel, 'eip155')
    expect(after.connections.map((c) => c.connectorId)).toEqual(['mock-eip155'])
    expect(after.recentConnections.map((c) => c.connectorId)).toEqual([second.connector.id])
  })

  it('rule: with multiWallet the lists keep their identity while the connections do not change', async () => {
    const { kernel } = await twoWallets()
    enableMultiWallet(kernel)
    expect(getConnections(kernel, 'eip155').connections).toBe(getConnections(kernel, 'eip155').connections)
    expect(getConnections(kernel, 'solana').connections).toBe(getConnections(kernel, 'solana').connections)
  })
})

const FIRST_ADDRESS = '0x1111111111111111111111111111111111111111'


describe('switchConnection', () => {
  it('rule: without multiWallet an info alert says so and nothing changes', async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel } = await startTestKernel({ plugins: [second.plugin] })
    await connect(kernel, { connectorId: 'mock-eip155' })
    const before = chainOf(kernel)

    await switchConnection(kernel, { namespace: 'eip155', connectorId: second.connector.id })

    expect(kernel.store('notifications').getState().alert).toMatchObject({
      code: 'MULTI_WALLET_NOT_ENABLED',
      message: 'Multi-Wallet Not Enabled',
      variant: 'info',
    })
    expect(chainOf(kernel)).toBe(before)
    expect(second.calls.connect).toBe(0)
  })

  it('rule: an active connection is re-used: made the active connector without calling connect', async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel, eip155 } = await startTestKernel({ plugins: [second.plugin] })
    enableMultiWallet(kernel)
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: second.connector.id })
    expect(chainOf(kernel).account.address).toBe(SECOND_ADDRESS)

    await switchConnection(kernel, { namespace: 'eip155', connectorId: 'mock-eip155' })

    expect(chainOf(kernel).connectorId).toBe('mock-eip155')
    expect(chainOf(kernel).account.address).toBe(FIRST_ADDRESS)
    expect(chainOf(kernel).account.connectedWalletInfo?.name).toBe(eip155.connector.name)
    expect(eip155.wallet.calls.connect).toBe(1)
    expect(second.calls.connect).toBe(1)
  })

  it('rule: the connected connection is re-used as it is', async () => {
    const { kernel, eip155 } = await startTestKernel()
    enableMultiWallet(kernel)
    await connect(kernel, { connectorId: 'mock-eip155' })
    const before = chainOf(kernel)
    await switchConnection(kernel, { namespace: 'eip155', connectorId: 'mock-eip155' })
    expect(chainOf(kernel)).toBe(before)
    expect(eip155.wallet.calls.connect).toBe(1)
  })

  it("rule: a disconnected one is reconnected through its connector's connect(), then ProfileWallets opens", async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel } = await startTestKernel({ plugins: [second.plugin] })
    enableMultiWallet(kernel)
    await connect(kernel, { connectorId: second.connector.id })
    await disconnect(kernel, { closeModal: false })
    await connect(kernel, { connectorId: 'mock-eip155' })

    await switchConnection(kernel, { namespace: 'eip155', connectorId: second.connector.id })

    expect(second.calls.connect).toBe(2)
    expect(chainOf(kernel).connectorId).toBe(second.connector.id)
    expect(chainOf(kernel).account.address).toBe(SECOND_ADDRESS)
    expect(kernel.store('router').getState().view).toBe('ProfileWallets')
  })

  it('rule: an unknown connector fails with NO_CONNECTOR_FOR_CONNECTION', async () => {
    const { kernel } = await startTestKernel()
    enableMultiWallet(kernel)
    const error = await switchConnection(kernel, { namespace: 'eip155', connectorId: 'vanished' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'NO_CONNECTOR_FOR_CONNECTION', shortMessage: 'No connector found for connection' })
  })
})
