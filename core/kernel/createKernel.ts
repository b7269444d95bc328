import { castDraft } from 'immer'
import { KernelError, OptionsError } from '../errors/KernelError.js'
import { PorticoError } from '../errors/PorticoError.js'
import { createEventBus, type EventBus } from '../events/createEventBus.js'
import type { KernelEvents } from '../events/KernelEvents.js'
import { adoptNetworks, type AdoptNetwork } from '../options/adoptNetworks.js'
import { resolveOptions } from '../options/resolveOptions.js'
import type { KernelOptions } from '../options/types.js'
import { initialChainsState, initialConnectionsState, initialConnectorsState } from '../slices/chainsSlice.js'
import { initialModalState, initialNotificationsState, initialRouterState } from '../slices/modalSlice.js'
import { initialOptionsState } from '../slices/optionsSlice.js'
import { initialWalletsState } from '../slices/walletsSlice.js'
import { createStorage, type KernelStorage } from '../storage/createStorage.js'
import { createStore, type Store } from '../store/createStore.js'
import { attachBuiltIns, type BuiltInServices } from './attachBuiltIns.js'
import { createPluginContext, type PluginScope } from './createPluginContext.js'
import { createTimers } from './createTimers.js'
import { addRegistered, initialRegistryState, type RegistryState } from './registrySlice.js'
import type { ServiceOf } from './services.js'
import { startConnectorSources } from './startConnectorSources.js'
import type { Kernel, KernelSlices, KernelStatus, Plugin } from './types.js'

type CoreSlice = 'options' | 'modal' | 'router' | 'chains' | 'connectors' | 'connections' | 'notifications' | 'wallets' | 'registry'

export interface KernelEnvironment {
  fetch?: typeof fetch
  storage?: KernelStorage
  /** Built-in services to leave off; all run by default. */
  services?: BuiltInServices
}

/**
 * Creates a kernel: a plain object owning its stores, bus, timers and plugins. Nothing is shared
 * between two kernels; destroy() undoes every registration.
 */
export function createKernel(options: KernelOptions, environment: KernelEnvironment = {}): Kernel {
  let resolved = resolveOptions(options)
  const adopters: AdoptNetwork[] = []
  let unclaimed = adoptNetworks(options, adopters).unclaimed
  let status: KernelStatus = 'idle'
  const plugins: Plugin[] = []
  const scopes: PluginScope[] = []
  const startTasks: ((kernel: Kernel) => void | Promise<void>)[] = []
  const kernelTeardowns: (() => void)[] = []
  const locals = new Map<symbol, unknown>()
  // What plugins provide each other (ctx.provide, ctx.need): key to [provider's name, service].
  const services = new Map<string, [string, unknown]>()
  const timers = createTimers()
  const events = createEventBus<KernelEvents>({
    onHandlerError: (error, type) => {
      if (resolved.debug) console.error(`[portico] a handler of "${type}" threw`, error)
    },
  })
  const stores = new Map<string, Store<unknown>>(
    Object.entries({
      options: initialOptionsState(resolved),
      modal: initialModalState(),
      router: initialRouterState(),
      chains: initialChainsState(),
      connectors: initialConnectorsState(),
      connections: initialConnectionsState(),
      notifications: initialNotificationsState(),
      wallets: initialWalletsState(),
      registry: initialRegistryState(),
    } satisfies Pick<KernelSlices, CoreSlice>).map(([name, initial]) => [name, createStore<unknown>(initial, { frozen: name !== 'registry' })]),
  )

  // One Map per registry state, so readers that loop over namespaces share it until a plugin changes them.
  let namespaceMap: { of: RegistryState; map: Kernel['namespaces'] } | undefined

  // The options store is frozen, so the adopted options replace the old ones rather than change them.
  const adoptSiteNetworks = (adopt: AdoptNetwork) => {
    adopters.push(adopt)
    const { unclaimed: left, ...adopted } = adoptNetworks(options, adopters)
    unclaimed = left
    resolved = { ...resolved, ...adopted }
    kernel.store('options').setState((state) => {
      state.options = castDraft(resolved)
    })
  }

  const assertUsable = () => {
    if (status === 'destroyed') throw new KernelError('KERNEL_DESTROYED')
  }

  const kernel: Kernel = {
    id: Math.random().toString(36).slice(2),
    get options() {
      return resolved
    },
    events,
    storage: environment.storage ?? createStorage(),
    timers,
    fetch: environment.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    get status() {
      return status
    },
    get plugins() {
      return plugins.map((plugin) => plugin.name)
    },
    get namespaces() {
      const state = kernel.store('registry').getState()
      if (namespaceMap?.of !== state) {
        namespaceMap = { of: state, map: new Map(state.namespaces.map((definition) => [definition.namespace, definition])) }
      }
      return namespaceMap.map
    },

    store<K extends keyof KernelSlices>(slice: K) {
      const store = stores.get(slice)
      if (!store) throw new KernelError('SLICE_UNKNOWN', { details: `slice "${String(slice)}"` })
      return store as Store<KernelSlices[K]>
    },

    use(plugin) {
      assertUsable()
      if (status !== 'idle') {
        throw new KernelError('PLUGIN_AFTER_START', { details: `plugin "${plugin.name}"` })
      }
      if (plugins.some((p) => p.name === plugin.name)) {
        throw new KernelError('PLUGIN_DUPLICATE_NAME', { details: `plugin "${plugin.name}"` })
      }
      for (const dependency of plugin.dependencies ?? []) {
        if (!plugins.some((p) => p.name === dependency)) {
          throw new KernelError('PLUGIN_MISSING_DEPENDENCY', {
            details: `plugin "${plugin.name}" needs "${dependency}", which must be registered before it`,
          })
        }
      }
      plugins.push(plugin)
      if (plugin.adoptNetwork && unclaimed.length > 0) adoptSiteNetworks(plugin.adoptNetwork.bind(plugin))
      return kernel
    },

    local<T>(key: symbol, create: () => T): T {
      if (!locals.has(key)) locals.set(key, create())
      return locals.get(key) as T
    },

    onStart(task) {
      startTasks.push(task)
    },

    async start() {
      assertUsable()
      if (status !== 'idle') return
      const [chain] = unclaimed
      if (chain) {
        throw new OptionsError('NETWORK_UNCLAIMED', {
          params: { chainId: chain.id },
          details: `unclaimed: ${unclaimed.map(({ id, name }) => `${name} (${id})`).join(', ')}`,
        })
      }
      status = 'starting'
      for (const plugin of plugins) {
        const scope = createPluginContext(plugin.name, { kernel, options: resolved, storage: kernel.storage, fetch: kernel.fetch, events }, ({ onTeardown }) => ({
          defineSlice(slice, initial) {
            if (stores.has(slice)) throw new KernelError('SLICE_DUPLICATE', { details: `slice "${String(slice)}"` })
            stores.set(slice, createStore<unknown>(initial))
            onTeardown(() => {
              stores.get(slice)?.destroy()
              stores.delete(slice)
            })
            return kernel.store(slice)
          },
          registerNamespace: (definition) => onTeardown(addRegistered(kernel.store('registry'), 'namespaces', definition, plugin.name)),
          registerConnectorSource: (source) => onTeardown(addRegistered(kernel.store('registry'), 'connectorSources', source, plugin.name)),
          registerLoginMethod: (method) => onTeardown(addRegistered(kernel.store('registry'), 'loginMethods', method, plugin.name)),
          registerFeature: (feature) => onTeardown(addRegistered(kernel.store('registry'), 'features', feature, plugin.name)),
          registerAccountTab: (tab) => onTeardown(addRegistered(kernel.store('registry'), 'accountTabs', tab, plugin.name)),
          registerConnectSection: (section) => onTeardown(addRegistered(kernel.store('registry'), 'connectSections', section, plugin.name)),
          registerView: (view) => onTeardown(addRegistered(kernel.store('registry'), 'views', view, plugin.name)),
          provide(key, service) {
            const held = services.get(key)
            if (held) throw new KernelError('SERVICE_DUPLICATE', { details: `plugins "${held[0]}" and "${plugin.name}" both provide "${key}"` })
            services.set(key, [plugin.name, service])
            onTeardown(() => services.delete(key))
          },
          need(key) {
            const held = services.get(key)
            if (held && plugin.dependencies?.includes(held[0])) return held[1] as ServiceOf<typeof key>
            throw new KernelError('SERVICE_MISSING', {
              details: `plugin "${plugin.name}" needs "${key}" from its dependencies (${plugin.dependencies?.join(', ') || 'none'}); ${held ? `"${held[0]}" provides it` : 'no plugin provides it'}`,
            })
          },
        }))
        scopes.push(scope)
        try {
          const teardown = plugin.setup(scope.ctx)
          if (teardown) scope.ctx.onTeardown(teardown)
        } catch (error) {
          // Nothing half-registered survives a failed start: undo the plugins set up so far.
          for (const done of scopes.splice(0).reverse()) await done.teardown()
          status = 'idle'
          throw error instanceof PorticoError
            ? error
            : new KernelError('PLUGIN_SETUP_FAILED', { details: `plugin "${plugin.name}" threw in setup`, cause: error })
        }
      }
      const stopSources = await startConnectorSources(kernel.store('registry').getState().connectorSources, kernel.store('connectors'), () => kernel.status === 'destroyed')
      if (kernel.status === 'destroyed') return
      kernelTeardowns.push(stopSources, forwardOnline(events))
      status = 'started'
      // Tasks run in order; none may wait on the network (remote configuration loads in the background).
      for (const task of startTasks) await task(kernel)
      events.emit('kernel:started')
    },

    async destroy() {
      if (status === 'destroyed') return
      status = 'destroyed'
      events.emit('kernel:destroyed')
      for (const teardown of kernelTeardowns.splice(0)) teardown()
      for (const scope of scopes.splice(0).reverse()) await scope.teardown()
      timers.clearAll()
      events.clear()
      for (const store of stores.values()) store.destroy()
      locals.clear()
    },
  }
  attachBuiltIns(kernel, environment.services)
  return kernel
}

/** The page's `online` event on the kernel's bus; the returned function removes the page listener. */
function forwardOnline(events: EventBus<KernelEvents>): () => void {
  const page = globalThis as { addEventListener?: Window['addEventListener']; removeEventListener?: Window['removeEventListener'] }
  if (typeof page.addEventListener !== 'function') return () => {}
  const online = () => events.emit('browser:online')
  page.addEventListener('online', online)
  return () => page.removeEventListener?.('online', online)
}
