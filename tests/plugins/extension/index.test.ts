import { afterEach, describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { createPluginContext, definePlugin } from '../../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { Connector } from '../../../core/types/connector.js'
import { extension } from '../../../plugins/extension/index.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../helpers/mockChainPlugin.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const browserConnector = (id: string, chain: ChainNamespace, extra: Partial<Connector> = {}): Connector => ({
  id, name: id, type: 'ANNOUNCED', chain, installed: true, ...extra,
  connect: async () => ({ accounts: [], caipNetworkId: `${chain}:1` }),
  disconnect: async () => {},
})

/** A discovery source the test drives: each `emit` replaces what it reports, as EIP-6963 announcements do. */
function drivenSource() {
  let emit: (connectors: readonly Connector[]) => void = () => {}
  const plugin = definePlugin({
    name: 'driven-source',
    setup: (ctx) => ctx.registerConnectorSource({ id: 'driven', watch: (next) => void (emit = next) }),
  })
  return { plugin, emit: (connectors: readonly Connector[]) => emit(connectors) }
}

/** A kernel with the extension first, then eip155 and solana (in that order), and a driven source. */
async function setup() {
  const source = drivenSource()
  kernel = createTestKernel()
    .use(extension())
    .use(mockChainPlugin().plugin)
    .use(mockChainPlugin({ namespace: 'solana', networks: [mockNetwork('solana', 'main')] }).plugin)
    .use(source.plugin)
  await kernel.start()
  return { kernel, source, wallets: () => kernel!.store('connectors').getState().browserWallets }
}

describe('extension plugin', () => {
  it('rule: it registers the extension login method under the wallet entry of the connect methods', async () => {
    const { kernel } = await setup()
    expect(kernel.plugins).toContain('extension')
    expect(kernel.store('registry').getState().loginMethods).toContainEqual({ id: 'extension', kind: 'browser', section: 'wallet' })
  })

  it('rule: browserWallets follows the connectors, merged one entry a wallet in the kernel namespace order', async () => {
    const { source, wallets } = await setup()
    // The chain plugins' own mock wallets, found at start.
    expect(wallets().map((wallet) => wallet.id)).toEqual(['dev.portico.mock.eip155', 'dev.portico.mock.solana'])

    source.emit([
      browserConnector('phantom-sol', 'solana', { name: 'Phantom', info: { rdns: 'app.phantom' } }),
      browserConnector('app.phantom', 'eip155', { name: 'Phantom', info: { rdns: 'app.phantom' } }),
    ])
    const phantom = wallets().find((wallet) => wallet.id === 'app.phantom')
    // Although the extension was set up before either chain plugin registered its namespace.
    expect(phantom?.connectors.map((connector) => connector.chain)).toEqual(['eip155', 'solana'])
    expect(phantom?.multiChain).toBe(true)

    source.emit([])
    expect(wallets().map((wallet) => wallet.id)).toEqual(['dev.portico.mock.eip155', 'dev.portico.mock.solana'])
  })

  it('rule: browserWallets is written only when the merge changed, and unchanged wallets keep their objects', async () => {
    const { kernel, source, wallets } = await setup()
    const store = kernel.store('connectors')
    const before = wallets()
    // Every browserWallets value the store ever held: one more per write.
    const values = new Set([before])
    store.subscribe((state) => void values.add(state.browserWallets))
    const writes = () => values.size - 1

    // New connector objects that merge to the same wallets, and a connector that is no browser wallet.
    source.emit([browserConnector('wc', 'eip155', { installed: false, type: 'WALLET_CONNECT' })])
    source.emit([browserConnector('wc', 'eip155', { installed: false, type: 'WALLET_CONNECT' })])
    expect(store.getState().connectors).toHaveLength(3)
    expect(writes()).toBe(0)
    expect(wallets()).toBe(before)

    source.emit([browserConnector('io.metamask', 'eip155', { name: 'MetaMask', info: { rdns: 'io.metamask' } })])
    expect(writes()).toBe(1)
    expect(wallets()).toHaveLength(3)
    expect(wallets()[0]).toBe(before[0])
    expect(wallets()[1]).toBe(before[1])
  })

  it('rule: teardown stops following the connectors and empties browserWallets', async () => {
    kernel = createTestKernel()
    await kernel.start()
    const store = kernel.store('connectors')
    const listenersBefore = store.listenerCount()
    const scope = createPluginContext('extension', { kernel, options: kernel.options, storage: kernel.storage, fetch: kernel.fetch, events: kernel.events }, () => ({
      defineSlice: () => { throw new Error('not used') },
      registerNamespace: () => {},
      registerConnectorSource: () => {},
      registerLoginMethod: () => {},
      registerFeature: () => {},
      registerAccountTab: () => {},
      registerConnectSection: () => {},
      registerView: () => {},
      provide: () => {},
      need: () => { throw new Error('not used') },
    }))
    const teardown = extension().setup(scope.ctx)
    if (teardown) scope.ctx.onTeardown(teardown)
    expect(store.listenerCount()).toBe(listenersBefore + 1)

    store.setState((draft) => void (draft.connectors = [browserConnector('a', 'eip155')]))
    expect(store.getState().browserWallets.map((wallet) => wallet.id)).toEqual(['name:a'])

    await scope.teardown()
    expect(store.listenerCount()).toBe(listenersBefore)
    expect(store.getState().browserWallets).toEqual([])
    store.setState((draft) => void (draft.connectors = [browserConnector('b', 'eip155')]))
    expect(store.getState().browserWallets).toEqual([])
  })

  it('rule: without the extension plugin browserWallets stays empty', async () => {
    kernel = createTestKernel().use(mockChainPlugin().plugin)
    await kernel.start()
    expect(kernel.store('connectors').getState().connectors).toHaveLength(1)
    expect(kernel.store('connectors').getState().browserWallets).toEqual([])
  })
})
