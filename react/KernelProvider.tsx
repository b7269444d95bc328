import { useEffect, type ReactNode } from 'react'
import type { Kernel } from '../core/kernel/types.js'
import { KernelContext } from './hooks/KernelContext.js'
import { ModalHost } from './modal/ModalHost.js'

export interface KernelProviderProps {
  kernel: Kernel
  children?: ReactNode
}

/** Gives hooks their kernel, starts it once mounted (idempotent), and hosts the modal. */
export function KernelProvider({ kernel, children }: KernelProviderProps) {
  useEffect(() => {
    if (kernel.status !== 'idle') return
    kernel.start().catch((error: unknown) => console.error('[portico] the kernel failed to start', error))
  }, [kernel])
  return (
    <KernelContext.Provider value={kernel}>
      {children}
      <ModalHost />
    </KernelContext.Provider>
  )
}
