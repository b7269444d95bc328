import { expect, vi } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { KernelOptions } from '../../../../core/options/types.js'
import type { KernelStorage } from '../../../../core/storage/createStorage.js'
import { evm, type EvmOptions } from '../../../../plugins/evm/index.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'

export interface StartEvmKernelSetup {
  options?: Partial<KernelOptions>
  evm?: EvmOptions
  storage?: KernelStorage
  fetch?: typeof fetch
}

/** The RPC of a test that did not give one: balance reads after a connect fail at once, off the network. */
export const offlineFetch: typeof fetch = async (input) => {
  throw new TypeError(`this test has no RPC (${String(input instanceof Request ? input.url : input)})`)
}

/** A started kernel with the evm plugin, its start's reconnect settled. */
export async function startEvmKernel(setup: StartEvmKernelSetup = {}): Promise<Kernel> {
  const kernel = createTestKernel(setup.options ?? {}, {
    ...(setup.storage ? { storage: setup.storage } : {}),
    fetch: setup.fetch ?? offlineFetch,
  })
  kernel.use(evm(setup.evm))
  await kernel.start()
  await settled(kernel)
  return kernel
}

/** Waits until the eip155 chain is no longer 'connecting'. */
export async function settled(kernel: Kernel): Promise<void> {
  await vi.waitFor(() => expect(eip155(kernel).account.status).not.toBe('connecting'))
}

export function eip155(kernel: Kernel) {
  const chain = kernel.store('chains').getState().byNamespace.eip155
  if (!chain) throw new Error('no eip155 chain state')
  return chain
}

export function connectorIds(kernel: Kernel): string[] {
  return kernel.store('connectors').getState().connectors.map((connector) => connector.id)
}
