import { expect, vi } from 'vitest'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { StorageKey } from '../../../core/constants/storageKeys.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import type { Kernel, Plugin } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { ChainState } from '../../../core/slices/chainsSlice.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import type { Connector } from '../../../core/types/connector.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, type MockChainOptions } from '../../helpers/mockChainPlugin.js'

export interface StartTestKernelSetup {
  options?: Partial<KernelOptions>
  /** Storage as it was left by an earlier visit. */
  storage?: Partial<Record<StorageKey, string>>
  eip155?: MockChainOptions
  /** Registers a second chain, solana, after eip155. */
  solana?: MockChainOptions | boolean
  plugins?: Plugin[]
  /**
   * Runs before start, while the mock connectors can still be changed: the connectors slice freezes
   * them, and vi.spyOn could not restore a frozen property, so tests assign vi.fn() here instead.
   */
  /** Set false to look at the chains while the start's reconnect is still running. */
  settle?: boolean
  beforeStart?: (mocks: { eip155: ReturnType<typeof mockChainPlugin>; solana?: ReturnType<typeof mockChainPlugin> }) => void
}

/** A started kernel with the connection lifecycle attached and the start's reconnect settled. */
export async function startTestKernel(setup: StartTestKernelSetup = {}) {
  const storage = createStorage(null)
  for (const [key, value] of Object.entries(setup.storage ?? {})) storage.set(key as StorageKey, value)
  const kernel = createTestKernel(setup.options ?? {}, { storage })
  const eip155 = mockChainPlugin({ namespace: 'eip155', ...setup.eip155 })
  const solana = setup.solana
    ? mockChainPlugin({ namespace: 'solana', ...(typeof setup.solana === 'object' ? setup.solana : {}) })
    : undefined
  kernel.use(eip155.plugin)
  if (solana) kernel.use(solana.plugin)
  for (const plugin of setup.plugins ?? []) kernel.use(plugin)
  setup.beforeStart?.({ eip155, ...(solana ? { solana } : {}) })
  await kernel.start()
  if (setup.settle !== false) await settled(kernel)
  return { kernel, storage, eip155, solana }
}

/** Waits until no chain is still 'connecting'. */
export async function settled(kernel: Kernel): Promise<void> {
  await vi.waitFor(() => {
    const chains = Object.values(kernel.store('chains').getState().byNamespace)
    expect(chains.every((chain) => chain?.account.status !== 'connecting')).toBe(true)
  })
}

export function chainOf(kernel: Kernel, namespace: ChainNamespace = 'eip155'): ChainState {
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  if (!chain) throw new Error(`no chain state for ${namespace}`)
  return chain
}

/** Records every payload of one event, from now on. */
export function record<K extends 'connection:status' | 'account:connected' | 'account:disconnected' | 'network:changed' | 'analytics'>(
  kernel: Kernel,
  type: K,
) {
  const seen: unknown[] = []
  kernel.events.on(type, (payload) => void seen.push(payload))
  return seen
}

export const SECOND_ADDRESS = '0x2222222222222222222222222222222222222222'

/**
 * A second wallet on a namespace a mock chain plugin already registered, for multi-wallet rules:
 * a connector source with no namespace of its own.
 */
export function secondWalletPlugin(namespace: ChainNamespace, id = `second-${namespace}`) {
  const calls = { connect: 0, disconnect: 0 }
  const connector: Connector = {
    id,
    name: `Second ${namespace} wallet`,
    type: 'ANNOUNCED',
    chain: namespace,
    imageUrl: 'https://example.test/second.png',
    async connect() {
      calls.connect++
      return { accounts: [{ namespace, address: SECOND_ADDRESS, type: 'eoa' }], caipNetworkId: `${namespace}:1` }
    },
    async disconnect() {
      calls.disconnect++
    },
  }
  const plugin = definePlugin({
    name: `second-wallet-${namespace}`,
    setup(ctx) {
      ctx.registerConnectorSource({ id, watch: (emit) => emit([connector]) })
    },
  })
  return { plugin, connector, calls }
}
