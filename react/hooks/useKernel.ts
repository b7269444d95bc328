import { useContext } from 'react'
import type { Kernel } from '../../core/kernel/types.js'
import { KernelContext } from './KernelContext.js'

/** The kernel of the nearest <KernelProvider>. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext)
  if (!kernel) {
    throw new Error('Portico hooks must be used inside <KernelProvider kernel={kernel}>: wrap your app with it.')
  }
  return kernel
}
