import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { walletAccountsChanged } from '../../../core/connection/walletEvents.js'
import { walletDisconnected } from '../../../core/connection/walletEvents.js'
import { walletNetworkChanged } from '../../../core/connection/walletEvents.js'
import { chainOf, record, SECOND_ADDRESS, secondWalletPlugin, startTestKernel } from './startTestKernel.js'

const FIRST = '0x1111111111111111111111111111111111111111'
const OTHER = '0x3333333333333333333333333333333333333333'

async function connected(setup: Parameters<typeof startTestKernel>[0] = {}) {
  const started = await startTestKernel(setup)
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  // The balance read after connecting lands on its own; identity checks must start after it.
  await expect.poll(() => chainOf(started.kernel).account.balance).toBeDefined()
  return started
}

describe('walletAccountsChanged', () => {
  it("rule: the active session follows the wallet's selected account", async () => {
    const { kernel } = await connected()
    const seen = record(kernel, 'account:connected')
    await walletAccountsChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', accounts: [{ address: OTHER }] })
    expect(chainOf(kernel).account.address).toBe(OTHER)
    expect(chainOf(kernel).account.caipAddress).toBe(`eip155:1:${OTHER}`)
    expect(seen).toEqual([{ namespace: 'eip155', address: OTHER, connectorId: 'mock-eip155' }])
    expect(kernel.store('connections').getState().byNamespace.eip155?.[0]?.accounts).toEqual([{ address: OTHER }])
  })

  it('rule: a repeat of the accounts already shown changes nothing, whatever their letter case', async () => {
    const { kernel } = await connected()
    const before = kernel.store('chains').getState()
    await walletAccountsChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', accounts: [{ address: FIRST.toUpperCase().replace('0X', '0x') }] })
    expect(kernel.store('chains').getState()).toBe(before)
  })

  it('rule: an empty account list ends the session as a wallet disconnect, without asking the wallet', async () => {
    const { kernel, eip155 } = await connected()
    openModal(kernel, { view: 'Account' })
    const ended = record(kernel, 'account:disconnected')
    await walletAccountsChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', accounts: [] })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel).connectorId).toBeUndefined()
    expect(eip155.wallet.calls.disconnect).toBe(0)
    expect(ended).toEqual([{ namespace: 'eip155' }])
    // The visitor may be in the modal; the wallet's own disconnect does not close it.
    expect(kernel.store('modal').getState().open).toBe(true)
  })

  it('rule: events of a connector that holds no session here are ignored', async () => {
    const { kernel } = await connected()
    const before = kernel.store('chains').getState()
    await walletAccountsChanged(kernel, { namespace: 'eip155', connectorId: 'someone-else', accounts: [{ address: OTHER }] })
    expect(kernel.store('chains').getState()).toBe(before)
  })

  it('rule: a held connection that is not the active one records its new accounts', async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel } = await startTestKernel({ plugins: [second.plugin], options: { features: { multiWallet: true } } })
    await connect(kernel, { connectorId: second.connector.id })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await walletAccountsChanged(kernel, { namespace: 'eip155', connectorId: second.connector.id, accounts: [{ address: OTHER }] })
    const held = kernel.store('connections').getState().byNamespace.eip155 ?? []
    expect(held.find((connection) => connection.connectorId === second.connector.id)?.accounts).toEqual([{ address: OTHER }])
    expect(chainOf(kernel).account.address).toBe(FIRST)
    expect(SECOND_ADDRESS).not.toBe(OTHER)
  })
})

describe('walletNetworkChanged', () => {
  it('rule: the wallet moving to a configured network moves the chain, remembers it and refreshes the balance', async () => {
    const { kernel, storage, eip155 } = await connected({ eip155: { wallet: { balance: '4.2' } } })
    const changes = record(kernel, 'network:changed')
    eip155.wallet.balance = '9'
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'eip155:2' })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(chainOf(kernel).account.caipAddress).toBe(`eip155:2:${FIRST}`)
    expect(chainOf(kernel).account.balance).toBeUndefined()
    expect(changes).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:2' }])
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:2')
    await expect.poll(() => chainOf(kernel).account.balance).toBe('9')
  })

  it("rule: a network the site did not configure is 'Unknown Network' and opens UnsupportedChain", async () => {
    const { kernel, storage } = await connected()
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'eip155:999999' })
    expect(chainOf(kernel).network.unsupported).toBe(true)
    expect(chainOf(kernel).network.caipNetwork?.name).toBe('Unknown Network')
    expect(kernel.store('modal').getState().open).toBe(true)
    expect(kernel.store('router').getState().view).toBe('UnsupportedChain')
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:1')
  })

  it('rule: with unsupported chains allowed the modal stays closed', async () => {
    const { kernel } = await connected({ options: { allowUnsupportedChain: true } })
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'eip155:999999' })
    expect(chainOf(kernel).network.unsupported).toBe(true)
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('rule: the same network, another namespace or another connector change nothing', async () => {
    const { kernel } = await connected()
    const before = kernel.store('chains').getState()
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'eip155:1' })
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'solana:1' })
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'other', caipNetworkId: 'eip155:2' })
    expect(kernel.store('chains').getState()).toBe(before)
  })

  it('rule: a chainChanged heard while switchNetwork waits for the wallet is announced once', async () => {
    const { kernel, eip155 } = await connected()
    const changes = record(kernel, 'network:changed')
    const ask = kernel.namespaces.get('eip155')!.capabilities!.switchNetwork!
    expect(ask).toBeTypeOf('function')
    // The mock wallet reports the move itself before the switch request resolves.
    const original = eip155.wallet.calls.switchNetwork
    const switching = switchNetwork(kernel, 'eip155:2')
    walletNetworkChanged(kernel, { namespace: 'eip155', connectorId: 'mock-eip155', caipNetworkId: 'eip155:2' })
    await switching
    expect(original).toEqual(['eip155:2'])
    expect(changes).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:2' }])
  })
})

describe('walletDisconnected', () => {
  it("rule: the wallet's own disconnect ends the chain's session and forgets the connector", async () => {
    const { kernel, storage } = await connected()
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toContain('mock-eip155')
    await walletDisconnected(kernel, { namespace: 'eip155', connectorId: 'mock-eip155' })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(storage.get(STORAGE_KEYS.connectedConnectors) ?? '').not.toContain('mock-eip155')
  })

  it('rule: a held connection that is not active just leaves the list', async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel } = await startTestKernel({ plugins: [second.plugin], options: { features: { multiWallet: true } } })
    await connect(kernel, { connectorId: second.connector.id })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await walletDisconnected(kernel, { namespace: 'eip155', connectorId: second.connector.id })
    expect(kernel.store('connections').getState().byNamespace.eip155?.map((c) => c.connectorId)).toEqual(['mock-eip155'])
    expect(chainOf(kernel).account.status).toBe('connected')
  })
})
