import { describe, expect, it, vi } from 'vitest'
import { attachConnectionSync, hasSessionToRestore } from '../../../core/connection/attachConnectionSync.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../helpers/mockChainPlugin.js'
import { chainOf, settled, startTestKernel } from './startTestKernel.js'

const remembered = (ids: Record<string, string>) => ({ [STORAGE_KEYS.connectedConnectors]: JSON.stringify(ids) })

/** A kernel whose status changes are recorded from before start. */
function kernelWithRecorder(setup: { storage?: Record<string, string>; enableReconnect?: boolean; restorable?: boolean }) {
  const storage = createStorage(null)
  for (const [key, value] of Object.entries(setup.storage ?? {})) storage.set(key as never, value)
  const kernel = createTestKernel({ enableReconnect: setup.enableReconnect ?? true }, { storage })
  const mock = mockChainPlugin({ wallet: { restorable: setup.restorable ?? false } })
  kernel.use(mock.plugin)
  const statuses: string[] = []
  kernel.events.on('connection:status', ({ namespace, status }) => void statuses.push(`${namespace}:${status}`))
  return { kernel, storage, mock, statuses }
}

describe('attachConnectionSync', () => {
  it('rule: with reconnect enabled start sets connecting, then connected for a remembered connector that restores', async () => {
    const { kernel, statuses, mock } = kernelWithRecorder({ storage: remembered({ eip155: 'mock-eip155' }), restorable: true })
    await kernel.start()
    await settled(kernel)
    expect(statuses).toEqual(['eip155:connecting', 'eip155:connected'])
    expect(chainOf(kernel).account.address).toBe(mock.wallet.accounts[0])
    expect(chainOf(kernel).connectorId).toBe('mock-eip155')
    expect(kernel.store('connections').getState().byNamespace.eip155?.map((c) => c.connectorId)).toEqual(['mock-eip155'])
    // Restoring is not a new connection: the wallet was not asked to connect.
    expect(mock.wallet.calls.connect).toBe(0)
  })

  it('rule: with reconnect enabled start sets connecting, then disconnected when no connector is remembered', async () => {
    const { kernel, statuses } = kernelWithRecorder({ restorable: true })
    await kernel.start()
    await settled(kernel)
    expect(statuses).toEqual(['eip155:connecting', 'eip155:disconnected'])
    expect(chainOf(kernel).account.address).toBeUndefined()
  })

  it('rule: a remembered connector whose wallet lost the session ends disconnected and is forgotten', async () => {
    const { kernel, statuses, storage } = kernelWithRecorder({ storage: remembered({ eip155: 'mock-eip155' }), restorable: false })
    await kernel.start()
    await settled(kernel)
    expect(statuses).toEqual(['eip155:connecting', 'eip155:disconnected'])
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
  })

  it('rule: with reconnect disabled start sets disconnected and drops existing connections', async () => {
    const { kernel, statuses, storage } = kernelWithRecorder({
      storage: remembered({ eip155: 'mock-eip155' }),
      restorable: true,
      enableReconnect: false,
    })
    kernel.store('connections').setState((draft) => {
      draft.byNamespace.eip155 = [{ connectorId: 'mock-eip155', accounts: [{ address: '0xabc' }] }]
    })
    await kernel.start()
    await Promise.resolve()
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel).account.address).toBeUndefined()
    expect(chainOf(kernel).connectorId).toBeUndefined()
    expect(kernel.store('connections').getState().byNamespace).toEqual({})
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
    // Never 'connecting': nothing is restored.
    expect(statuses).toEqual([])
  })

  it('rule: start does not wait for a wallet that never answers its reconnect', async () => {
    const { kernel } = await startTestKernel({
      storage: remembered({ eip155: 'mock-eip155' }),
      settle: false,
      beforeStart: ({ eip155 }) => {
        eip155.connector.reconnect = vi.fn(() => new Promise<never>(() => {}))
      },
    })
    expect(kernel.status).toBe('started')
    expect(chainOf(kernel).account.status).toBe('connecting')
  })

  it('rule: a reconnect that throws leaves the chain disconnected', async () => {
    const { kernel } = await startTestKernel({
      storage: remembered({ eip155: 'mock-eip155' }),
      beforeStart: ({ eip155 }) => {
        eip155.connector.reconnect = vi.fn(async () => Promise.reject(new Error('locked')))
      },
    })
    expect(chainOf(kernel).account.status).toBe('disconnected')
  })

  const LOGIN_CACHE = {
    [STORAGE_KEYS.emailLoginUsed]: 'true',
    [STORAGE_KEYS.email]: 'visitor@example.test',
    [STORAGE_KEYS.socialUsername]: 'visitor',
    [STORAGE_KEYS.lastUsedChainId]: 'eip155:2',
  }
  const loginCacheOf = (storage: { get(key: never): string | undefined }) =>
    Object.keys(LOGIN_CACHE).map((key) => storage.get(key as never))

  it.each([
    ['answers that it holds no session', async () => undefined],
    ['fails', async () => Promise.reject(new Error('frame unreachable'))],
  ])('rule: a failed connected-check of the email or social login (a connector that holds a login) clears the login cache: it %s', async (_label, reconnect) => {
    const { kernel, storage } = await startTestKernel({
      storage: { ...LOGIN_CACHE, ...remembered({ eip155: 'mock-eip155' }) },
      beforeStart: ({ eip155 }) => {
        eip155.connector.holdsLogin = true
        eip155.connector.reconnect = vi.fn(reconnect)
      },
    })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(loginCacheOf(storage)).toEqual([undefined, undefined, undefined, undefined])
  })

  it('rule: a passed connected-check keeps the login cache', async () => {
    const { kernel, storage } = await startTestKernel({
      storage: { ...LOGIN_CACHE, ...remembered({ eip155: 'mock-eip155' }) },
      eip155: { wallet: { restorable: true, caipNetworkId: 'eip155:2' } },
      beforeStart: ({ eip155 }) => {
        eip155.connector.holdsLogin = true
      },
    })
    expect(chainOf(kernel).account.status).toBe('connected')
    expect(loginCacheOf(storage)).toEqual(Object.values(LOGIN_CACHE))
  })

  it("rule: a browser wallet's failed reconnect leaves the email login's cache alone", async () => {
    const { storage } = await startTestKernel({ storage: { ...LOGIN_CACHE, ...remembered({ eip155: 'mock-eip155' }) } })
    expect(loginCacheOf(storage)).toEqual(Object.values(LOGIN_CACHE))
  })

  it('rule: the active chain moves to the namespace whose session came back', async () => {
    const { kernel } = await startTestKernel({
      solana: { wallet: { restorable: true } },
      storage: remembered({ solana: 'mock-solana' }),
    })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel, 'solana').account.status).toBe('connected')
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
  })

  it('rule: a remembered connector that was not discovered leaves the chain disconnected', async () => {
    const { kernel, storage } = await startTestKernel({ storage: remembered({ eip155: 'gone-wallet' }) })
    expect(chainOf(kernel).account.status).toBe('disconnected')
    // It may still announce itself later, so the memory of it stays for the next start.
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBe(JSON.stringify({ eip155: 'gone-wallet' }))
  })
})

describe('initChains', () => {
  it('rule: every registered namespace gets chain state with its networks, first network and default account type', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ solana: true })
    const chains = kernel.store('chains').getState()
    expect(Object.keys(chains.byNamespace)).toEqual(['eip155', 'solana'])
    expect(chainOf(kernel).network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(eip155.networks.map((n) => n.caipNetworkId))
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(chainOf(kernel, 'solana').network.requestedCaipNetworks).toHaveLength(solana!.networks.length)
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:1')
    // SPEC section 9: eip155 smartAccount, solana eoa.
    expect(chainOf(kernel).account.preferredAccountType).toBe('smartAccount')
    expect(chainOf(kernel, 'solana').account.preferredAccountType).toBe('eoa')
    expect(chains.activeNamespace).toBe('eip155')
  })

  it("rule: the site's networks for a namespace replace the namespace's own list", async () => {
    const only = mockNetwork('eip155', '2', 'Site Two')
    const { kernel } = await startTestKernel({ options: { networks: [only] } })
    expect(chainOf(kernel).network.requestedCaipNetworks.map((n) => n.name)).toEqual(['Site Two'])
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it("rule: the default network wins in its namespace and makes that namespace the active one", async () => {
    const { kernel } = await startTestKernel({
      solana: true,
      options: { defaultNetwork: mockNetwork('solana', '2', 'Mock Two') },
      storage: { [STORAGE_KEYS.lastUsedChainId]: 'eip155:2' },
    })
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:2')
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    // The default network names another namespace, so eip155 still restores the last used chain.
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it("rule: without a default network, the namespace of the last used network is the active one", async () => {
    const { kernel } = await startTestKernel({ solana: true, storage: { [STORAGE_KEYS.lastUsedChainId]: 'solana:2' } })
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:2')
    const { kernel: unknown } = await startTestKernel({ solana: true, storage: { [STORAGE_KEYS.lastUsedChainId]: 'solana:404' } })
    expect(unknown.store('chains').getState().activeNamespace).toBe('eip155')
  })

  it('rule: the last used chain id from storage is restored when it is configured', async () => {
    const { kernel } = await startTestKernel({ storage: { [STORAGE_KEYS.lastUsedChainId]: 'eip155:2' } })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it('rule: a last used chain id that is not configured falls back to the first network', async () => {
    const { kernel } = await startTestKernel({ storage: { [STORAGE_KEYS.lastUsedChainId]: 'eip155:999' } })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("rule: a namespace's own default account type overrides SPEC's default", async () => {
    const kernel = createTestKernel()
    kernel.use(definePlugin({
      name: 'eoa-first-evm',
      namespace: 'eip155',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [mockNetwork('eip155', '1')], isAddress: () => true, defaultAccountType: 'eoa' })
      },
    }))
    attachConnectionSync(kernel)
    await kernel.start()
    expect(chainOf(kernel).account.preferredAccountType).toBe('eoa')
  })
})

const storageWith = (entries: Record<string, string>) => {
  const storage = createStorage(null)
  for (const [key, value] of Object.entries(entries)) storage.set(key as never, value)
  return storage
}

describe('hasSessionToRestore', () => {
  it('rule: a first visit, with nothing stored, has no session', () => {
    expect(hasSessionToRestore(storageWith({}))).toBe(false)
  })

  it('rule: a connector remembered for any namespace is a session', () => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.connectedConnectors]: JSON.stringify({ solana: 'phantom' }) }))).toBe(true)
  })

  it('rule: an email login used before is a session (its wallet frame is created at start)', () => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.emailLoginUsed]: 'true' }))).toBe(true)
  })

  it.each([
    ['malformed JSON', '{not json'],
    ['an empty record', '{}'],
    ['a key that is no CAIP-2 namespace', JSON.stringify({ 'Not A Namespace': 'tronlink' })],
    ['an empty connector id', JSON.stringify({ eip155: '' })],
    ['an array', '["eip155"]'],
  ])('rule: a remembered-connectors entry holding %s is no session', (_, raw) => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.connectedConnectors]: raw }))).toBe(false)
  })

  it('rule: what is only a preference (the recent wallet, the last chain) is no session', () => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.recentWallet]: 'metamask', [STORAGE_KEYS.lastUsedChainId]: 'eip155:1' }))).toBe(false)
  })
})
