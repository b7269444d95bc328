import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import { KernelError } from '../../../core/errors/KernelError.js'
import { syncAccount } from '../../../core/connection/syncAccount.js'
import { chainOf, record, startTestKernel } from '../connection/startTestKernel.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

afterEach(() => {
  vi.useRealTimers()
})

describe('connect', () => {
  it('rule: a successful connect fills account, network, connector id, connections and storage, and activates the namespace', async () => {
    const { kernel, storage, eip155 } = await startTestKernel({ solana: true, eip155: { wallet: { caipNetworkId: 'eip155:2' } } })
    const connected = record(kernel, 'account:connected')
    const analytics = record(kernel, 'analytics')
    kernel.store('chains').setState((draft) => {
      draft.activeNamespace = 'solana'
    })

    const result = await connect(kernel, { connectorId: 'mock-eip155' })

    const chain = chainOf(kernel)
    expect(chain.account).toMatchObject({
      address: ADDRESS,
      caipAddress: `eip155:2:${ADDRESS}`,
      status: 'connected',
      connectedWalletInfo: { name: eip155.connector.name },
      user: { accounts: [{ address: ADDRESS, type: 'eoa' }] },
    })
    expect(chain.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(chain.network.unsupported).toBe(false)
    expect(chain.connectorId).toBe('mock-eip155')
    expect(kernel.store('chains').getState().activeNamespace).toBe('eip155')
    expect(kernel.store('connections').getState().byNamespace.eip155).toEqual([{ connectorId: 'mock-eip155', accounts: [{ address: ADDRESS, type: 'eoa' }] }])
    expect(JSON.parse(storage.get(STORAGE_KEYS.connectedConnectors)!)).toEqual({ eip155: 'mock-eip155' })
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:2')
    expect(connected).toEqual([{ namespace: 'eip155', address: ADDRESS, connectorId: 'mock-eip155' }])
    expect(analytics).toContainEqual(expect.objectContaining({ event: 'CONNECT_SUCCESS' }))
    expect(result).toMatchObject({ namespace: 'eip155', address: ADDRESS, unsupported: false })
    expect(eip155.wallet.calls.connect).toBe(1)
  })

  it('rule: a session that also fills another namespace leaves the last used chain to the active one', async () => {
    const { kernel, storage } = await startTestKernel({ solana: true, eip155: { wallet: { caipNetworkId: 'eip155:2' } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    syncAccount(kernel, { namespace: 'solana', connector: { id: 'mock-solana', name: 'Mock', type: 'INJECTED', chain: 'solana' }, accounts: [{ address: 'So1ana' }], caipNetworkId: 'solana:1', activate: false })
    expect(chainOf(kernel, 'solana').account.address).toBe('So1ana')
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:2')
    syncAccount(kernel, { namespace: 'solana', connector: { id: 'mock-solana', name: 'Mock', type: 'INJECTED', chain: 'solana' }, accounts: [{ address: 'So1ana' }], caipNetworkId: 'solana:1', activate: true })
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('solana:1')
  })

  it('rule: the status goes connecting, then connected, each change on the bus', async () => {
    const { kernel } = await startTestKernel()
    const statuses = record(kernel, 'connection:status')
    const pending = connect(kernel, { connectorId: 'mock-eip155' })
    expect(chainOf(kernel).account.status).toBe('connecting')
    await pending
    expect(statuses).toEqual([{ namespace: 'eip155', status: 'connecting' }, { namespace: 'eip155', status: 'connected' }])
  })

  it("rule: the balance is fetched through the namespace's getBalance capability", async () => {
    const { kernel } = await startTestKernel({ eip155: { wallet: { balance: '2.25' } } })
    const getBalance = vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'getBalance')
    await connect(kernel, { connectorId: 'mock-eip155' })
    await vi.waitFor(() => expect(chainOf(kernel).account.balance).toBe('2.25'))
    expect(chainOf(kernel).account.balanceSymbol).toBe('MCK')
    expect(getBalance).toHaveBeenCalledWith({ address: ADDRESS, network: expect.objectContaining({ caipNetworkId: 'eip155:1' }) })
  })

  it('rule: an absent getBalance capability is skipped, not faked', async () => {
    const { kernel } = await startTestKernel()
    delete kernel.namespaces.get('eip155')!.capabilities!.getBalance
    await connect(kernel, { connectorId: 'mock-eip155' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(chainOf(kernel).account.status).toBe('connected')
    expect(chainOf(kernel).account.balance).toBeUndefined()
    expect(chainOf(kernel).account.balanceSymbol).toBeUndefined()
  })

  it('rule: a failing balance leaves the balance undefined and does not fail the connect', async () => {
    const { kernel } = await startTestKernel()
    const getBalance = vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'getBalance').mockRejectedValue(new Error('rpc down'))
    await expect(connect(kernel, { connectorId: 'mock-eip155' })).resolves.toMatchObject({ address: ADDRESS })
    await vi.waitFor(() => expect(getBalance).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(chainOf(kernel).account.status).toBe('connected')
    expect(chainOf(kernel).account.balance).toBeUndefined()
  })

  it('rule: a rejection puts the status back to disconnected, leaves no half-updated state and keeps CONNECTION_REJECTED', async () => {
    const { kernel, storage } = await startTestKernel({ eip155: { wallet: { behaviour: 'reject' } } })
    const before = chainOf(kernel)
    const analytics = record(kernel, 'analytics')
    const error = await connect(kernel, { connectorId: 'mock-eip155' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'CONNECTION_REJECTED', shortMessage: 'Connection rejected' })
    expect(chainOf(kernel)).toEqual(before)
    expect(kernel.store('connections').getState().byNamespace).toEqual({})
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
    expect(analytics).toContainEqual(expect.objectContaining({ event: 'CONNECT_ERROR' }))
  })

  it('rule: any other failure is wrapped as FAILED_TO_CONNECT with the cause', async () => {
    const boom = new Error('extension crashed')
    const { kernel } = await startTestKernel({
      beforeStart: ({ eip155 }) => {
        eip155.connector.connect = vi.fn(async () => Promise.reject(boom))
      },
    })
    const error = await connect(kernel, { connectorId: 'mock-eip155' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'FAILED_TO_CONNECT', shortMessage: 'Failed to connect', cause: boom })
    expect(chainOf(kernel).account.status).toBe('disconnected')
  })

  it('rule: a wallet that never answers fails with FAILED_TO_CONNECT after timeoutMs and the state is restored', async () => {
    vi.useFakeTimers()
    const { kernel } = await startTestKernel({ eip155: { wallet: { behaviour: 'hang' } } })
    const before = chainOf(kernel)
    const outcome = connect(kernel, { connectorId: 'mock-eip155', timeoutMs: 5_000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(chainOf(kernel).account.status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'FAILED_TO_CONNECT' })
    expect(chainOf(kernel)).toEqual(before)
    expect(kernel.timers.pending()).toBe(0)
  })

  it('rule: a wallet that answers within timeoutMs connects and leaves no timer behind', async () => {
    vi.useFakeTimers()
    const { kernel } = await startTestKernel()
    await expect(connect(kernel, { connectorId: 'mock-eip155', timeoutMs: 5_000 })).resolves.toMatchObject({ address: ADDRESS })
    expect(kernel.timers.pending()).toBe(0)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(chainOf(kernel).account.status).toBe('connected')
  })

  it("rule: a wallet on a network the site did not configure marks it unsupported, named 'Unknown Network', and opens UnsupportedChain", async () => {
    const { kernel, storage } = await startTestKernel({ eip155: { wallet: { caipNetworkId: 'eip155:999' } } })
    const result = await connect(kernel, { connectorId: 'mock-eip155' })
    expect(result.unsupported).toBe(true)
    expect(chainOf(kernel).network.unsupported).toBe(true)
    expect(chainOf(kernel).network.caipNetwork).toMatchObject({ caipNetworkId: 'eip155:999', name: 'Unknown Network' })
    expect(chainOf(kernel).network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:2'])
    expect(kernel.store('modal').getState().open).toBe(true)
    expect(kernel.store('router').getState().view).toBe('UnsupportedChain')
    // An unconfigured chain is never remembered as the one to start on.
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBeUndefined()
  })

  it('rule: an open modal gains UnsupportedChain on top of its history', async () => {
    const { kernel } = await startTestKernel({ eip155: { wallet: { caipNetworkId: 'eip155:999' } } })
    openModal(kernel, { view: 'Connect' })
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(kernel.store('router').getState().history.map((entry) => entry.view)).toEqual(['Connect', 'UnsupportedChain'])
  })

  it('rule: with allowUnsupportedChain the unsupported network is marked but no view opens', async () => {
    const { kernel } = await startTestKernel({ options: { allowUnsupportedChain: true }, eip155: { wallet: { caipNetworkId: 'eip155:999' } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(chainOf(kernel).network.unsupported).toBe(true)
    expect(kernel.store('modal').getState().open).toBe(false)
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: an unknown connector fails with NO_CONNECTOR_FOR_CONNECTION', async () => {
    const { kernel } = await startTestKernel()
    await expect(connect(kernel, { connectorId: 'nope' })).rejects.toMatchObject({ code: 'NO_CONNECTOR_FOR_CONNECTION' })
  })

  it('rule: a namespace no plugin registered fails with ADAPTER_MISSING', async () => {
    const { kernel, eip155 } = await startTestKernel()
    const error = await connect(kernel, { connectorId: 'mock-eip155', namespace: 'polkadot' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(KernelError)
    expect(error).toMatchObject({ code: 'ADAPTER_MISSING' })
    expect(eip155.wallet.calls.connect).toBe(0)
  })
})
