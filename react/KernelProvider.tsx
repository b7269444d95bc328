import { useEffect, type ReactNode } from 'react'
import { hasSessionToRestore } from '../core/connection/attachConnectionSync.js'
import type { Kernel } from '../core/kernel/types.js'
import { KernelContext } from './hooks/useKernel.js'
import { ModalHost } from './modal/ModalHost.js'
import { startAfterPaint } from './scheduling/startAfterPaint.js'

export interface KernelProviderProps {
  kernel: Kernel
  /**
   * When an idle kernel starts. 'intent' (the default): right after the first paint if the visitor
   * has a session to restore, else at the first sign of use (a pointer over or focus on a Portico
   * button, a NetworkButton on the page, the modal opening). 'load': right after the first paint.
   */
  start?: 'intent' | 'load'
  children?: ReactNode
}

/**
 * Gives hooks their kernel, starts it (idempotent), and hosts the modal. A start never comes before
 * the page's first paint, and on a first visit not before the visitor shows an intent: the
 * plugins' setup, wallet discovery and the first requests are work a page that never opens Portico
 * should not pay for. A returning visitor's session is restored after the first paint.
 */
export function KernelProvider({ kernel, start = 'intent', children }: KernelProviderProps) {
  useEffect(() => startAfterPaint(kernel, { wanted: () => start === 'load' || hasSessionToRestore(kernel.storage) }), [kernel, start])
  return (
    <KernelContext.Provider value={kernel}>
      {children}
      <ModalHost />
    </KernelContext.Provider>
  )
}
