// @vitest-environment happy-dom
// Issue 24's fault matrix for what a wallet does to the session on its own: accounts taken away,
// the chain changed under a pending request, a chain id the site does not know or cannot read, and
// storage that refuses every write for the whole visit.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../core/actions/connect.js'
import { disconnect } from '../../core/actions/disconnect.js'
import { switchNetwork } from '../../core/actions/switchNetwork.js'
import { signMessage } from '../../core/actions/signMessage.js'
import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import type { Kernel } from '../../core/kernel/types.js'
import { createStorage } from '../../core/storage/createStorage.js'
import type { Network } from '../../core/types/network.js'
import { evm } from '../../plugins/evm/index.js'
import { extension } from '../../plugins/extension/index.js'
import { rpcEndpoint } from '../core/rpc/rpcEndpoint.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { announceOnRequest, walletInfo } from '../plugins/evm/helpers/announceWallet.js'
import { MockEip1193Wallet, SIGNATURE } from '../plugins/evm/helpers/MockEip1193Wallet.js'
import {
  eip155, expectModalUsable, fulfilment, healthyNode, held, startEvmSite, tearDownFaults, until,
} from './faultKit.js'

const NODE = 'http://node.rpc.test/'
const network = (id: number, name: string): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [NODE] } },
})
const NETWORKS = [network(31337, 'Portico Devnet'), network(31338, 'Portico Devnet 2')]

const server = setupServer()
const kernels: Kernel[] = []
const cleanups: (() => void)[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(rpcEndpoint(NODE, healthyNode).handler)
})
afterEach(async () => {
  await tearDownFaults(kernels, cleanups)
  server.resetHandlers()
})

async function connectedSite(wallet = new MockEip1193Wallet({ chainId: '0x7a69' })) {
  const site = await startEvmSite({ networks: NETWORKS, wallet })
  kernels.push(site.kernel)
  cleanups.push(site.stop)
  await fulfilment(connect(site.kernel, { connectorId: 'com.fox' }))
  return site
}

describe('fault matrix: the wallet changes the session on its own', () => {
  it('fault: accountsChanged to an empty list (the wallet locked or revoked the site) → disconnected whole, nothing remembered, the modal usable', async () => {
    const { kernel, wallet } = await connectedSite()
    wallet.accounts = []
    wallet.emit('accountsChanged', [])
    await fulfilment(until(() => eip155(kernel).account.status === 'disconnected'))
    expect(eip155(kernel).account.address).toBeUndefined()
    expect(eip155(kernel).connectorId).toBeUndefined()
    expect(kernel.storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
    expectModalUsable(kernel)
  })

  it('fault: the chain changes while a signature is pending → the signature still settles with the wallet\'s answer, and the network follows the wallet', async () => {
    const { kernel, wallet } = await connectedSite()
    const reply = held()
    wallet.answer('personal_sign', reply.handler)
    const signing = signMessage(kernel, { message: 'hello' })
    await fulfilment(until(() => wallet.methods().includes('personal_sign')))
    wallet.chainId = '0x7a6a'
    wallet.emit('chainChanged', '0x7a6a')
    await fulfilment(until(() => eip155(kernel).network.caipNetwork?.caipNetworkId === 'eip155:31338'))
    reply.answer(SIGNATURE)
    expect(await fulfilment(signing)).toBe(SIGNATURE)
    expect(eip155(kernel).account.status).toBe('connected')
  })

  it("fault: the wallet answers a chain id the site did not configure → connected on 'Unknown Network', which the visitor can only switch away from", async () => {
    const { kernel } = await connectedSite(new MockEip1193Wallet({ chainId: '0x2105' }))
    expect(eip155(kernel).account.status).toBe('connected')
    expect(eip155(kernel).network.unsupported).toBe(true)
    expect(eip155(kernel).network.caipNetwork?.name).toBe('Unknown Network')
    expectModalUsable(kernel)
  })

  it("fault: the wallet answers a chain id that is not a chain id ('banana') → 'Failed to connect', nothing half-connected", async () => {
    const wallet = new MockEip1193Wallet({ chainId: 'banana' })
    const site = await startEvmSite({ networks: NETWORKS, wallet })
    kernels.push(site.kernel)
    cleanups.push(site.stop)
    const outcome = await fulfilment(connect(site.kernel, { connectorId: 'com.fox' }).then(() => 'connected', (error: unknown) => error))
    expect(outcome).toMatchObject({ shortMessage: 'Failed to connect' })
    expect(eip155(site.kernel).account.status).toBe('disconnected')
    expect(eip155(site.kernel).account.address).toBeUndefined()
    expectModalUsable(site.kernel)
  })
})

describe('fault matrix: storage refuses every write (Safari private mode, a full quota)', () => {
  it('fault: localStorage throws on every call for the whole visit → connect, switch and disconnect work from memory, and nothing throws', async () => {
    const throwing = {
      getItem: () => { throw new DOMException('denied', 'SecurityError') },
      setItem: () => { throw new DOMException('full', 'QuotaExceededError') },
      removeItem: () => { throw new DOMException('denied', 'SecurityError') },
    }
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' })
    cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
    const kernel = createTestKernel({ networks: NETWORKS, enableWalletConnect: false }, { storage: createStorage(throwing), fetch: (input, init) => globalThis.fetch(input, init) })
    kernels.push(kernel.use(evm()).use(extension()))
    await fulfilment(kernel.start())
    await fulfilment(until(() => eip155(kernel).account.status === 'disconnected'))
    await fulfilment(connect(kernel, { connectorId: 'com.fox' }))
    // Remembered in memory for this visit, as a browser that forbids storage allows.
    expect(kernel.storage.get(STORAGE_KEYS.connectedConnectors)).toContain('com.fox')
    await fulfilment(switchNetwork(kernel, 'eip155:31338'))
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:31338')
    await fulfilment(disconnect(kernel, { namespace: 'eip155' }))
    expect(eip155(kernel).account.status).toBe('disconnected')
    expectModalUsable(kernel)
  })
})
