// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { disconnect } from '../../../../core/actions/disconnect.js'
import { STORAGE_KEYS } from '../../../../core/constants/storageKeys.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { createStorage } from '../../../../core/storage/createStorage.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { ALICE, BOB, MockEip1193Wallet, walletError } from '../helpers/MockEip1193Wallet.js'
import { eip155, startEvmKernel } from '../helpers/startEvmKernel.js'

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(wallet = new MockEip1193Wallet(), options: Parameters<typeof startEvmKernel>[0] = {}) {
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const kernel = await startEvmKernel(options)
  kernels.push(kernel)
  return { kernel, wallet }
}

describe('connect', () => {
  it('rule: connect asks eth_requestAccounts then eth_chainId and records an eoa account on eip155:<decimal>', async () => {
    const { kernel, wallet } = await setup(new MockEip1193Wallet({ accounts: [ALICE, BOB], chainId: '0xa' }))
    const result = await connect(kernel, { connectorId: 'com.fox' })

    expect(wallet.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(result.accounts).toEqual([
      { namespace: 'eip155', address: ALICE, type: 'eoa' },
      { namespace: 'eip155', address: BOB, type: 'eoa' },
    ])
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', address: ALICE, caipAddress: `eip155:10:${ALICE}` })
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('rule: a requested network does not force a switch; an unconfigured wallet chain is marked unsupported', async () => {
    const { kernel, wallet } = await setup(new MockEip1193Wallet({ chainId: '0x539' }))
    await connect(kernel, { connectorId: 'com.fox', caipNetworkId: 'eip155:1' })

    expect(wallet.methods()).not.toContain('wallet_switchEthereumChain')
    expect(eip155(kernel).network).toMatchObject({ unsupported: true, caipNetwork: { caipNetworkId: 'eip155:1337', name: 'Unknown Network' } })
    expect(kernel.store('router').getState().view).toBe('UnsupportedChain')
  })

  it('rule: the wallet refusing (4001) is ConnectionError CONNECTION_REJECTED, "Connection rejected"', async () => {
    const refusal = walletError(4001, 'User rejected the request.')
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_requestAccounts', () => { throw refusal }))
    const error = await connect(kernel, { connectorId: 'com.fox' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'CONNECTION_REJECTED', shortMessage: 'Connection rejected', cause: refusal })
    expect(eip155(kernel).account.status).toBe('disconnected')
  })

  it.each([
    ['a refusal with no code, only a message (codeless wallets)', () => new Error('User denied account authorization')],
    ["WalletConnect's 5002 (methods rejected)", () => walletError(5002, 'User rejected methods.')],
    ["the wallet's 4001 as a wrapper's cause", () => new Error('Request failed', { cause: walletError(4001) })],
    ["ethers' ACTION_REJECTED", () => Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' })],
  ])('rule: a refusal evm used to miss (%s) is CONNECTION_REJECTED, as portico/core\'s isUserRejection says', async (_label, make) => {
    const refusal = make()
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_requestAccounts', () => { throw refusal }))
    await expect(connect(kernel, { connectorId: 'com.fox' })).rejects.toMatchObject({ code: 'CONNECTION_REJECTED', cause: refusal })
  })

  it('rule: a request already pending (-32002) is FAILED_TO_CONNECT with a detail that says so', async () => {
    const pending = walletError(-32002, "Request of type 'wallet_requestPermissions' already pending")
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_requestAccounts', () => { throw pending }))
    const error = await connect(kernel, { connectorId: 'com.fox' }).catch((e: unknown) => e)

    expect(error).toMatchObject({ code: 'FAILED_TO_CONNECT', shortMessage: 'Failed to connect', cause: pending })
    expect((error as ConnectionError).details).toMatch(/already has a connection request open/)
  })

  it.each([
    ['another wallet error', () => { throw walletError(-32603, 'boom') }],
    ['a plain thrown error', () => { throw new Error('kaput') }],
  ])('rule: %s is FAILED_TO_CONNECT with the error as cause', async (_, fail) => {
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_requestAccounts', fail))
    const error = await connect(kernel, { connectorId: 'com.fox' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'FAILED_TO_CONNECT' })
    expect((error as ConnectionError).cause).toBeInstanceOf(Error)
  })

  it.each([
    ['no accounts', [] as unknown],
    ['no EVM address among them', ['not-an-address', 42]],
    ['a non-array', 'oops'],
  ])('rule: a wallet answering eth_requestAccounts with %s fails to connect', async (_, accounts) => {
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_requestAccounts', () => accounts))
    await expect(connect(kernel, { connectorId: 'com.fox' })).rejects.toMatchObject({ code: 'FAILED_TO_CONNECT' })
  })

  it.each([['not-hex'], ['0x'], [null], ['0x0']])('rule: an invalid chain id (%j) fails to connect', async (chainId) => {
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_chainId', () => chainId))
    await expect(connect(kernel, { connectorId: 'com.fox' })).rejects.toMatchObject({ code: 'FAILED_TO_CONNECT' })
  })

  it('rule: invalid entries of the account list are dropped', async () => {
    const { kernel } = await setup(new MockEip1193Wallet().answer('eth_requestAccounts', () => ['<script>', ALICE]))
    const result = await connect(kernel, { connectorId: 'com.fox' })
    expect(result.accounts.map((account) => account.address)).toEqual([ALICE])
  })
})

describe('reconnect', () => {
  function rememberedStorage() {
    const storage = createStorage(null)
    storage.set(STORAGE_KEYS.connectedConnectors, JSON.stringify({ eip155: 'com.fox' }))
    return storage
  }

  it('rule: on start a remembered wallet is restored silently with eth_accounts and eth_chainId', async () => {
    const wallet = new MockEip1193Wallet({ authorized: true, chainId: '0xa' })
    const { kernel } = await setup(wallet, { storage: rememberedStorage() })

    expect(wallet.methods()).toEqual(['eth_accounts', 'eth_chainId'])
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', address: ALICE })
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('rule: a wallet that no longer shares accounts is not reconnected and not prompted', async () => {
    const wallet = new MockEip1193Wallet({ authorized: false })
    const { kernel } = await setup(wallet, { storage: rememberedStorage() })
    expect(eip155(kernel).account.status).toBe('disconnected')
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
  })

  it('rule: a wallet that fails eth_accounts is not reconnected', async () => {
    const wallet = new MockEip1193Wallet({ authorized: true }).answer('eth_accounts', () => { throw walletError(-32603) })
    const { kernel } = await setup(wallet, { storage: rememberedStorage() })
    expect(eip155(kernel).account.status).toBe('disconnected')
  })

  it('rule: a remembered wallet that is gone leaves the chain disconnected', async () => {
    const kernel = await startEvmKernel({ storage: rememberedStorage() })
    kernels.push(kernel)
    expect(eip155(kernel).account.status).toBe('disconnected')
  })

  it('rule: a wallet that never answers gives up after 3 s, so start is not held', async () => {
    vi.useFakeTimers()
    const wallet = new MockEip1193Wallet({ authorized: true }).answer('eth_accounts', () => new Promise(() => {}))
    cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
    const { createTestKernel } = await import('../../../helpers/createTestKernel.js')
    const { evm } = await import('../../../../plugins/evm/index.js')
    const kernel = createTestKernel({}, { storage: rememberedStorage() }).use(evm())
    kernels.push(kernel)
    await kernel.start()
    await vi.advanceTimersByTimeAsync(2_999)
    expect(eip155(kernel).account.status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    expect(eip155(kernel).account.status).toBe('disconnected')
  })
})

describe('disconnect', () => {
  it('rule: disconnect revokes the permission and the session ends', async () => {
    const { kernel, wallet } = await setup()
    await connect(kernel, { connectorId: 'com.fox' })
    await disconnect(kernel)

    expect(wallet.paramsOf('wallet_revokePermissions')).toEqual([[{ eth_accounts: {} }]])
    expect(eip155(kernel).account.status).toBe('disconnected')
    expect(wallet.listenerCount()).toBe(0)
  })

  it('rule: a wallet without wallet_revokePermissions still disconnects cleanly', async () => {
    const wallet = new MockEip1193Wallet().answer('wallet_revokePermissions', () => { throw walletError(4200, 'unsupported method') })
    const { kernel } = await setup(wallet)
    await connect(kernel, { connectorId: 'com.fox' })
    await expect(disconnect(kernel)).resolves.toBeUndefined()
    expect(eip155(kernel).account.status).toBe('disconnected')
  })

  it('rule: a wallet that never answers the revoke does not hold disconnect past 3 s', async () => {
    const wallet = new MockEip1193Wallet().answer('wallet_revokePermissions', () => new Promise(() => {}))
    const { kernel } = await setup(wallet)
    await connect(kernel, { connectorId: 'com.fox' })
    vi.useFakeTimers()
    const done = disconnect(kernel)
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(done).resolves.toBeUndefined()
    expect(eip155(kernel).account.status).toBe('disconnected')
  })
})
