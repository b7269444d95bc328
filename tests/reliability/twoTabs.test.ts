// @vitest-environment happy-dom
// Issue 24's fault matrix: two tabs of one site, sharing its storage and one browser wallet. What
// one tab does, the other follows through the browser's 'storage' event (dispatched here by hand:
// a browser sends it only to the other tabs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../core/actions/connect.js'
import { disconnect } from '../../core/actions/disconnect.js'
import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import type { Kernel } from '../../core/kernel/types.js'
import { createStorage } from '../../core/storage/createStorage.js'
import { evm } from '../../plugins/evm/index.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { announceOnRequest, walletInfo } from '../plugins/evm/helpers/announceWallet.js'
import { ALICE, MockEip1193Wallet } from '../plugins/evm/helpers/MockEip1193Wallet.js'
import { eip155, fulfilment, tearDownFaults, until } from './faultKit.js'

const kernels: Kernel[] = []
const cleanups: (() => void)[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => tearDownFaults(kernels, cleanups))

/** Two started kernels over one storage, as two tabs of a site over its localStorage. */
async function twoTabs() {
  const wallet = new MockEip1193Wallet()
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const shared = new Map<string, string>()
  const backend = {
    getItem: (key: string) => shared.get(key) ?? null,
    setItem: (key: string, value: string) => void shared.set(key, value),
    removeItem: (key: string) => void shared.delete(key),
  }
  const tab = async () => {
    const kernel = createTestKernel({ enableWalletConnect: false }, { storage: createStorage(backend) }).use(evm())
    kernels.push(kernel)
    await kernel.start()
    await fulfilment(until(() => eip155(kernel).account.status === 'disconnected'))
    return kernel
  }
  return { wallet, first: await tab(), second: await tab() }
}

const storageChanged = (key: string | null = STORAGE_KEYS.connectedConnectors) => window.dispatchEvent(new StorageEvent('storage', { key }))

describe('fault matrix: two tabs', () => {
  it('fault: one tab connects → the other follows through the storage event, on the same account, without asking the wallet to approve again', async () => {
    const { wallet, first, second } = await twoTabs()
    await fulfilment(connect(first, { connectorId: 'com.fox' }))
    const approvals = wallet.methods().filter((method) => method === 'eth_requestAccounts').length
    storageChanged()
    await fulfilment(until(() => eip155(second).account.status === 'connected'))
    expect(eip155(second).account.address).toBe(ALICE)
    expect(wallet.methods().filter((method) => method === 'eth_requestAccounts')).toHaveLength(approvals)
  })

  it('fault: both tabs connect at once → both end connected on the account the wallet chose, and the remembered connector is one', async () => {
    const { first, second } = await twoTabs()
    await fulfilment(Promise.all([connect(first, { connectorId: 'com.fox' }), connect(second, { connectorId: 'com.fox' })]))
    storageChanged()
    expect(eip155(first).account).toMatchObject({ status: 'connected', address: ALICE })
    expect(eip155(second).account).toMatchObject({ status: 'connected', address: ALICE })
    expect(JSON.parse(first.storage.get(STORAGE_KEYS.connectedConnectors)!)).toEqual({ eip155: 'com.fox' })
  })

  it('fault: one tab disconnects → the other drops the session too, without asking the wallet, and nothing is left connected', async () => {
    const { wallet, first, second } = await twoTabs()
    await fulfilment(connect(first, { connectorId: 'com.fox' }))
    storageChanged()
    await fulfilment(until(() => eip155(second).account.status === 'connected'))
    await fulfilment(disconnect(first, { namespace: 'eip155' }))
    const revokes = wallet.methods().filter((method) => method === 'wallet_revokePermissions').length
    storageChanged()
    await fulfilment(until(() => eip155(second).account.status === 'disconnected'))
    expect(eip155(second).account.address).toBeUndefined()
    expect(wallet.methods().filter((method) => method === 'wallet_revokePermissions')).toHaveLength(revokes)
  })

  it("fault: the other tab's event for another key, or a wallet that no longer answers, changes nothing here", async () => {
    const { wallet, first, second } = await twoTabs()
    await fulfilment(connect(first, { connectorId: 'com.fox' }))
    wallet.authorized = false
    storageChanged()
    storageChanged('portico:recent-wallet')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(eip155(second).account.status).toBe('disconnected')
    // The first tab's session is not forgotten because the second could not restore it.
    expect(first.storage.get(STORAGE_KEYS.connectedConnectors)).toContain('com.fox')
    expect(eip155(first).account.status).toBe('connected')
  })
})
