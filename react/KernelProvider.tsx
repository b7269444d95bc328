import { useEffect, type ReactNode } from 'react'
import type { Kernel } from '../core/kernel/types.js'
import { KernelContext } from './hooks/KernelContext.js'
import { ModalHost } from './modal/ModalHost.js'
import { afterNextPaint } from './scheduling/afterNextPaint.js'

export interface KernelProviderProps {
  kernel: Kernel
  children?: ReactNode
}

/**
 * Gives hooks their kernel, starts it once mounted (idempotent), and hosts the modal. The start
 * waits for the page's first paint: the plugins' setup, the stored session and the first requests
 * are work the visitor should not wait for to see the buttons, and a button's first render (its
 * shadow root made in a layout effect) would otherwise pull this effect in before that paint.
 */
export function KernelProvider({ kernel, children }: KernelProviderProps) {
  useEffect(() => {
    if (kernel.status !== 'idle') return
    return afterNextPaint(() => {
      if (kernel.status !== 'idle') return
      kernel.start().catch((error: unknown) => console.error('[portico] the kernel failed to start', error))
    })
  }, [kernel])
  return (
    <KernelContext.Provider value={kernel}>
      {children}
      <ModalHost />
    </KernelContext.Provider>
  )
}
