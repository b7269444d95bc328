import { loadOptionalPeer, type Kernel } from 'portico/core'
import type { EvmAbi } from './EvmAbi.js'

const ABI = Symbol('portico.evm.abi')

interface AbiSlot {
  loading: Promise<EvmAbi> | undefined
}

/**
 * The kernel's ABI helpers, with ethers imported on first use: the first paint never pulls the SDK,
 * and a kernel loads it once. A failed load is forgotten, so a later call can try again.
 */
export function loadEvmAbi(kernel: Pick<Kernel, 'local'>): Promise<EvmAbi> {
  const slot = kernel.local<AbiSlot>(ABI, () => ({ loading: undefined }))
  slot.loading ??= Promise.all([
    loadOptionalPeer('ethers', () => import('ethers'), 'evm() encodes contract calls with ethers v6, an optional peer dependency'),
    import('./createEvmAbi.js'),
  ]).then(
    ([ethers, { createEvmAbi }]) => createEvmAbi(ethers),
    (error: unknown) => {
      slot.loading = undefined
      throw error
    },
  )
  return slot.loading
}
