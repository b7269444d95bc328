import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { initialRegistryState } from '../../../core/kernel/registrySlice.js'
import type { ChainDefinition, Network } from '../../../core/types/network.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../helpers/mockChainPlugin.js'
import { mockLoginPlugin } from '../../helpers/mockLoginPlugin.js'

const expectCode = (run: () => unknown, code: string) => {
  try {
    run()
  } catch (error) {
    expect(isPorticoError(error, code), `expected ${code}, got ${String(error)}`).toBe(true)
    return
  }
  expect.fail(`expected ${code} to be thrown`)
}

describe('createKernel', () => {
  it('rule: use returns the kernel so registrations chain', () => {
    const kernel = createTestKernel()
    const chain = mockChainPlugin()
    expect(kernel.use(chain.plugin).use(mockLoginPlugin())).toBe(kernel)
    expect(kernel.plugins).toEqual(['mock-chain-eip155', 'mock-login-wallet'])
  })

  it('rule: a duplicate plugin name is refused with PLUGIN_DUPLICATE_NAME', () => {
    const kernel = createTestKernel().use(mockLoginPlugin())
    expectCode(() => kernel.use(mockLoginPlugin()), 'PLUGIN_DUPLICATE_NAME')
  })

  it('rule: a namespace is declared once: a second plugin declaring it fails start with PLUGIN_DUPLICATE_NAMESPACE, and nothing stays registered', async () => {
    const other = definePlugin({
      name: 'other-evm',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [], isAddress: () => true })
      },
    })
    const kernel = createTestKernel().use(mockChainPlugin().plugin).use(other)
    await expect(kernel.start()).rejects.toMatchObject({ code: 'PLUGIN_DUPLICATE_NAMESPACE' })
    expect(kernel.store('registry').getState()).toEqual(initialRegistryState())
    expect(kernel.status).toBe('idle')
  })

  it('rule: any other id registered twice is refused with REGISTRATION_DUPLICATE', async () => {
    const twice = definePlugin({
      name: 'twice',
      setup(ctx) {
        ctx.registerView({ id: 'Twice', kind: 'send', title: 'Twice' })
        ctx.registerView({ id: 'Twice', kind: 'send', title: 'Again' })
      },
    })
    await expect(createTestKernel().use(twice).start()).rejects.toMatchObject({ code: 'REGISTRATION_DUPLICATE' })
  })

  it('rule: a connect section every registration calls shared is kept once a plugin, and destroy leaves none', async () => {
    const bringing = (name: string, shared: boolean) => definePlugin({ name, setup: (ctx) => ctx.registerConnectSection({ id: 'social', loginMethod: name, shared }) })
    await expect(createTestKernel().use(bringing('one', true)).use(bringing('two', false)).start()).rejects.toMatchObject({ code: 'REGISTRATION_DUPLICATE' })
    const kernel = createTestKernel().use(bringing('one', true)).use(bringing('two', true))
    await kernel.start()
    expect(kernel.store('registry').getState().connectSections.map((section) => section.loginMethod)).toEqual(['one', 'two'])
    await kernel.destroy()
    expect(kernel.store('registry').getState().connectSections).toEqual([])
  })

  it('rule: what a plugin registers is reactive registry state, in registration order', async () => {
    const kernel = createTestKernel().use(mockChainPlugin().plugin).use(mockLoginPlugin())
    const seen: number[] = []
    kernel.store('registry').subscribe((state) => seen.push(state.loginMethods.length))
    await kernel.start()
    expect(kernel.store('registry').getState().namespaces.map((definition) => definition.namespace)).toEqual(['eip155'])
    expect(kernel.store('registry').getState().connectorSources.map((source) => source.id)).toEqual(['mock-eip155'])
    expect(seen).toContain(1)
  })

  it('rule: a namespace registered twice during setup is refused too', async () => {
    const sneaky = definePlugin({
      name: 'sneaky',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [], isAddress: () => true })
      },
    })
    const kernel = createTestKernel().use(mockChainPlugin().plugin).use(sneaky)
    await expect(kernel.start()).rejects.toMatchObject({ code: 'PLUGIN_DUPLICATE_NAMESPACE' })
    expect(kernel.namespaces.size).toBe(0)
    expect(kernel.status).toBe('idle')
  })

  it('rule: a missing dependency is refused with PLUGIN_MISSING_DEPENDENCY naming both plugins', () => {
    const kernel = createTestKernel()
    try {
      kernel.use(mockLoginPlugin('wallet', { dependencies: ['mock-chain-eip155'] }))
      expect.fail('should throw')
    } catch (error) {
      expect(isPorticoError(error, 'PLUGIN_MISSING_DEPENDENCY')).toBe(true)
      expect((error as Error).message).toContain('mock-login-wallet')
      expect((error as Error).message).toContain('mock-chain-eip155')
    }
  })

  it('rule: a dependency registered earlier is accepted', () => {
    const kernel = createTestKernel().use(mockChainPlugin().plugin)
    expect(() => kernel.use(mockLoginPlugin('wallet', { dependencies: ['mock-chain-eip155'] }))).not.toThrow()
  })

  it('rule: use after start is refused with PLUGIN_AFTER_START', async () => {
    const kernel = createTestKernel()
    await kernel.start()
    expectCode(() => kernel.use(mockLoginPlugin()), 'PLUGIN_AFTER_START')
    await kernel.destroy()
  })

  it('rule: a setup that throws is stamped with the plugin name and undoes earlier plugins', async () => {
    const broken = definePlugin({
      name: 'broken',
      setup() {
        throw new Error('no RPC')
      },
    })
    const chain = mockChainPlugin()
    const kernel = createTestKernel().use(chain.plugin).use(broken)
    await expect(kernel.start()).rejects.toMatchObject({ code: 'PLUGIN_SETUP_FAILED' })
    await expect(kernel.start()).rejects.toThrow(/broken/)
    expect(kernel.namespaces.size).toBe(0)
  })

  it('rule: plugins set up in registration order and see the kernel options', async () => {
    const order: string[] = []
    const make = (name: string) =>
      definePlugin({
        name,
        setup(ctx) {
          order.push(`${name}:${ctx.options.projectId}`)
        },
      })
    const kernel = createTestKernel().use(make('a')).use(make('b'))
    await kernel.start()
    expect(order).toEqual(['a:test-project-id', 'b:test-project-id'])
    await kernel.destroy()
  })

  it('rule: connector sources fill the connectors slice at start', async () => {
    const chain = mockChainPlugin()
    const kernel = createTestKernel().use(chain.plugin)
    await kernel.start()
    expect(kernel.store('connectors').getState().connectors.map((c) => c.id)).toEqual(['mock-eip155'])
    await kernel.destroy()
  })

  it('rule: start runs the start tasks after setup and emits kernel:started', async () => {
    const kernel = createTestKernel().use(mockChainPlugin().plugin)
    const seen: string[] = []
    kernel.onStart((k) => void seen.push(`task:${k.namespaces.size}`))
    kernel.events.on('kernel:started', () => seen.push('started'))
    await kernel.start()
    expect(seen).toEqual(['task:1', 'started'])
    await kernel.destroy()
  })

  it('rule: two kernels on one page share nothing', async () => {
    const a = createTestKernel().use(mockChainPlugin().plugin)
    const b = createTestKernel().use(mockChainPlugin().plugin)
    await Promise.all([a.start(), b.start()])
    a.store('modal').setState((draft) => {
      draft.open = true
    })
    const handler = vi.fn()
    b.events.on('modal:closed', handler)
    a.events.emit('modal:closed')
    expect(b.store('modal').getState().open).toBe(false)
    expect(handler).not.toHaveBeenCalled()
    expect(a.store('chains')).not.toBe(b.store('chains'))
    expect(a.id).not.toBe(b.id)
    await Promise.all([a.destroy(), b.destroy()])
  })

  it('rule: an unknown slice is refused with SLICE_UNKNOWN', () => {
    const kernel = createTestKernel()
    expectCode(() => kernel.store('nope' as 'modal'), 'SLICE_UNKNOWN')
  })

  it('rule: a destroyed kernel refuses use and start', async () => {
    const kernel = createTestKernel()
    await kernel.destroy()
    expectCode(() => kernel.use(mockLoginPlugin()), 'KERNEL_DESTROYED')
    await expect(kernel.start()).rejects.toMatchObject({ code: 'KERNEL_DESTROYED' })
  })
})

describe('chain definitions in the networks option', () => {
  /** A chain as viem describes one, written out: core reads it by shape, with no viem anywhere. */
  const chain = (id: number, name = `Chain ${id}`): ChainDefinition => ({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
    blockExplorers: { default: { name: 'Explorer', url: `https://explorer.example/${id}` } },
  })
  const adopted = (namespace: 'eip155' | 'solana', definition: ChainDefinition): Network => ({
    ...mockNetwork(namespace, String(definition.id), definition.name),
    rpcUrls: { default: { http: definition.rpcUrls.default.http } },
  })
  /** A chain plugin that takes the chains `takes` accepts, as its namespace's networks. */
  const adopting = (namespace: 'eip155' | 'solana', takes: (definition: ChainDefinition) => boolean = () => true) => ({
    ...mockChainPlugin({ namespace }).plugin,
    adoptNetwork: (definition: ChainDefinition) => (takes(definition) ? adopted(namespace, definition) : undefined),
  })
  const listed = mockNetwork('solana', 'mainnet', 'Listed')

  it('rule: use() of a plugin with adoptNetwork makes the site\'s chain definitions networks, in the site\'s order', () => {
    const kernel = createTestKernel({ networks: [chain(10), listed, chain(1)] })
    expect(kernel.options.networks).toEqual([listed])
    kernel.use(adopting('eip155'))
    expect(kernel.options.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:10', 'solana:mainnet', 'eip155:1'])
    expect(kernel.options.networksByNamespace).toEqual({ eip155: [adopted('eip155', chain(10)), adopted('eip155', chain(1))], solana: [listed] })
  })

  it('rule: a Network given as before is kept as given, the very object', () => {
    const kernel = createTestKernel({ networks: [listed, chain(1)], defaultNetwork: listed }).use(adopting('eip155'))
    expect(kernel.options.networks[0]).toBe(listed)
    expect(kernel.options.defaultNetwork).toBe(listed)
  })

  it('rule: the options store shows the adopted list, in a new state (the old one is frozen and left as it was)', () => {
    const kernel = createTestKernel({ networks: [chain(1)] })
    const before = kernel.store('options').getState()
    kernel.use(adopting('eip155'))
    const after = kernel.store('options').getState()
    expect(after).not.toBe(before)
    expect(before.options.networks).toEqual([])
    expect(after.options).toBe(kernel.options)
    expect(after.options.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1'])
    expect(after.features).toBe(before.features)
  })

  it('rule: a chain definition as defaultNetwork is adopted too, as the same Network as its entry in networks', () => {
    const base = chain(8453)
    const kernel = createTestKernel({ networks: [chain(1), base], defaultNetwork: base }).use(adopting('eip155'))
    expect(kernel.options.defaultNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(kernel.options.defaultNetwork).toBe(kernel.options.networks[1])
  })

  it('rule: the first registered plugin that takes a chain adopts it; a later one takes what is left', () => {
    const kernel = createTestKernel({ networks: [chain(1), chain(2)] })
      .use(adopting('eip155', (definition) => definition.id === 1))
      .use(adopting('solana'))
    expect(kernel.options.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'solana:2'])
  })

  it('rule: a plugin without adoptNetwork leaves chain definitions alone', () => {
    const kernel = createTestKernel({ networks: [chain(1)] })
    const before = kernel.store('options').getState()
    kernel.use(mockChainPlugin().plugin)
    expect(kernel.options.networks).toEqual([])
    expect(kernel.store('options').getState()).toBe(before)
  })

  it('rule: a chain definition no plugin took refuses start with NETWORK_UNCLAIMED, naming the chain and the plugin to register', async () => {
    const kernel = createTestKernel({ networks: [chain(1), chain(137, 'Polygon')] }).use(adopting('eip155', (definition) => definition.id === 1))
    const error: unknown = await kernel.start().catch((thrown: unknown) => thrown)
    expect(isPorticoError(error, 'NETWORK_UNCLAIMED')).toBe(true)
    expect((error as Error).message).toContain('chain 137')
    expect((error as Error).message).toContain('evm()')
    expect((error as Error).message).toContain('Polygon (137)')
    expect(kernel.status).toBe('idle')
    expect(kernel.store('registry').getState()).toEqual(initialRegistryState())
  })

  it('rule: with every chain definition adopted, start runs', async () => {
    const kernel = createTestKernel({ networks: [chain(1)] }).use(adopting('eip155'))
    await kernel.start()
    expect(kernel.status).toBe('started')
    await kernel.destroy()
  })
})
