import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect, disconnectAll } from '../../../core/actions/disconnect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import { chainOf, record, startTestKernel } from '../connection/startTestKernel.js'

const LOGIN_CACHE = {
  [STORAGE_KEYS.emailLoginUsed]: 'true',
  [STORAGE_KEYS.email]: 'visitor@example.test',
  [STORAGE_KEYS.socialUsername]: 'visitor',
}

describe('disconnect', () => {
  it('rule: disconnect of a chain resets account and network, removes the connector id, resets user and wallet info, and closes the modal', async () => {
    const { kernel, storage, eip155 } = await startTestKernel({ eip155: { wallet: { caipNetworkId: 'eip155:2' } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await vi.waitFor(() => expect(chainOf(kernel).account.balance).toBe('1.5'))
    openModal(kernel, { view: 'Account' })

    await disconnect(kernel)

    const chain = chainOf(kernel)
    expect(eip155.wallet.calls.disconnect).toBe(1)
    expect(chain.account).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      connectedWalletInfo: undefined,
      user: undefined,
      preferredAccountType: 'smartAccount',
    })
    expect(chain.network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(chain.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:2'])
    expect(chain.connectorId).toBeUndefined()
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
    expect(kernel.store('modal').getState().open).toBe(false)
    // The ended connection stays switchable-back-to (multi-wallet), no longer current.
    expect(kernel.store('connections').getState().byNamespace.eip155).toEqual([])
    expect(kernel.store('connections').getState().recentByNamespace.eip155?.map((c) => c.connectorId)).toEqual(['mock-eip155'])
  })

  it('rule: closeModal false keeps the modal open', async () => {
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    openModal(kernel, { view: 'Account' })
    await disconnect(kernel, { closeModal: false })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(kernel.store('modal').getState().open).toBe(true)
  })

  it('rule: a connector that disconnects all chains (pairing protocol, embedded wallet) disconnects every chain', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ eip155: { disconnectsAllChains: true }, solana: true })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })
    const disconnected = record(kernel, 'account:disconnected')

    await disconnect(kernel, { namespace: 'eip155' })

    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel, 'solana').account.status).toBe('disconnected')
    expect(eip155.wallet.calls.disconnect).toBe(1)
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(disconnected).toEqual([{ namespace: 'eip155' }, { namespace: 'solana' }])
  })

  it('rule: an ordinary connector disconnects only its own chain', async () => {
    const { kernel, solana } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })
    await disconnect(kernel, { namespace: 'eip155' })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel, 'solana').account.status).toBe('connected')
    expect(solana!.wallet.calls.disconnect).toBe(0)
  })

  it('rule: the active chain is disconnected when no namespace is named', async () => {
    const { kernel } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })
    await disconnect(kernel)
    expect(chainOf(kernel, 'solana').account.status).toBe('disconnected')
    expect(chainOf(kernel).account.status).toBe('connected')
  })

  it(
    'rule: a disconnect clears the login cache (flag, email, last chain, social username)',
    async () => {
      const { kernel, storage } = await startTestKernel({ storage: LOGIN_CACHE })
      await connect(kernel, { connectorId: 'mock-eip155' })
      expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:1')
      await disconnect(kernel)
      for (const key of [STORAGE_KEYS.emailLoginUsed, STORAGE_KEYS.email, STORAGE_KEYS.socialUsername, STORAGE_KEYS.lastUsedChainId]) {
        expect(storage.get(key), key).toBeUndefined()
      }
      expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
    },
  )

  it("rule: disconnect emits 'account:disconnected', the status change and DISCONNECT_SUCCESS", async () => {
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    const disconnected = record(kernel, 'account:disconnected')
    const statuses = record(kernel, 'connection:status')
    const analytics = record(kernel, 'analytics')
    await disconnect(kernel)
    expect(disconnected).toEqual([{ namespace: 'eip155' }])
    expect(statuses).toEqual([{ namespace: 'eip155', status: 'disconnected' }])
    expect(analytics.filter((a) => (a as { event: string }).event.startsWith('DISCONNECT'))).toEqual([
      expect.objectContaining({ event: 'DISCONNECT_SUCCESS' }),
    ])
  })

  it('rule: a failing wallet disconnect throws DISCONNECT_FAILED with the cause, and the local session still ends', async () => {
    const boom = new Error('extension gone')
    const { kernel, storage } = await startTestKernel({
      beforeStart: ({ eip155 }) => {
        eip155.connector.disconnect = vi.fn(async () => Promise.reject(boom))
      },
    })
    await connect(kernel, { connectorId: 'mock-eip155' })
    const error = await disconnect(kernel).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'DISCONNECT_FAILED', shortMessage: 'Failed to disconnect', cause: boom })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
  })
})

describe('disconnectAll', () => {
  it('rule: every chain is disconnected and the modal closes', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })
    openModal(kernel, { view: 'Account' })
    const analytics = record(kernel, 'analytics')
    await disconnectAll(kernel)
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel, 'solana').account.status).toBe('disconnected')
    expect(eip155.wallet.calls.disconnect).toBe(1)
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(kernel.store('modal').getState().open).toBe(false)
    expect(analytics.filter((a) => (a as { event: string }).event === 'DISCONNECT_SUCCESS')).toHaveLength(1)
  })

  it("rule: one failing chain does not stop the others; the failure reads 'Failed to disconnect chains: {message}'", async () => {
    const boom = new Error('boom')
    const { kernel, solana } = await startTestKernel({
      solana: true,
      beforeStart: ({ eip155 }) => {
        eip155.connector.disconnect = vi.fn(async () => Promise.reject(boom))
      },
    })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })

    const error = await disconnectAll(kernel).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({
      code: 'DISCONNECT_CHAINS_FAILED',
      shortMessage: 'Failed to disconnect chains: eip155: boom',
      cause: boom,
    })
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(chainOf(kernel, 'solana').account.status).toBe('disconnected')
  })

  it('rule: chains without a session are left alone but still reset', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-solana' })
    const disconnected = record(kernel, 'account:disconnected')
    await disconnectAll(kernel)
    expect(eip155.wallet.calls.disconnect).toBe(0)
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(disconnected).toEqual([{ namespace: 'solana' }])
  })
})
