import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, type MockChainOptions } from '../../helpers/mockChainPlugin.js'
import { registerTestViews } from './testViews.js'

export interface ReactKernelSetup {
  options?: Partial<KernelOptions>
  eip155?: MockChainOptions
  /** Registers a second chain, solana, after eip155. */
  solana?: MockChainOptions | boolean
  /** Set false to leave the kernel idle, for <KernelProvider> to start. */
  start?: boolean
}

export interface ReactKernel {
  kernel: Kernel
  eip155: ReturnType<typeof mockChainPlugin>
  solana: ReturnType<typeof mockChainPlugin> | undefined
}

/**
 * A kernel for renderer tests: mock chains, and tiny test views registered for every view id, so
 * these tests never depend on the real views (which load their own chunks and call the API).
 */
export async function startReactKernel(setup: ReactKernelSetup = {}): Promise<ReactKernel> {
  const kernel = createTestKernel(setup.options ?? {})
  const eip155 = mockChainPlugin({ namespace: 'eip155', ...setup.eip155 })
  const solana = setup.solana
    ? mockChainPlugin({ namespace: 'solana', ...(typeof setup.solana === 'object' ? setup.solana : {}) })
    : undefined
  kernel.use(eip155.plugin)
  if (solana) kernel.use(solana.plugin)
  registerTestViews(kernel)
  if (setup.start !== false) await kernel.start()
  return { kernel, eip155, solana }
}
