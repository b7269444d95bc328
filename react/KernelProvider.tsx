import { useEffect, type ReactNode } from 'react'
import { hasSessionToRestore } from '../core/connection/attachConnectionSync.js'
import type { Kernel } from '../core/kernel/types.js'
import { hydrate } from '../core/ssr/hydrate.js'
import type { InitialState } from '../core/ssr/sessionCookie.js'
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
  /**
   * A returning visitor's connected state from the session cookie (`cookieToInitialState`, with the
   * kernel's `ssr` option on), so the server renders them connected and the browser's first render
   * agrees. Read once, before the kernel starts.
   */
  initialState?: InitialState
  children?: ReactNode
}

/**
 * Gives hooks their kernel, starts it (idempotent), and hosts the modal. A start never comes before
 * the page's first paint, and on a first visit not before the visitor shows an intent: the
 * plugins' setup, wallet discovery and the first requests are work a page that never opens Portico
 * should not pay for. A returning visitor's session is restored after the first paint.
 */
export function KernelProvider({ kernel, start = 'intent', initialState, children }: KernelProviderProps) {
  // During render, not in an effect: the server renders once and runs no effects, and the client's
  // hydrating render must read the same state. hydrate() acts once per kernel, before its start.
  hydrate(kernel, initialState)
  useEffect(() => startAfterPaint(kernel, { wanted: () => start === 'load' || hasSessionToRestore(kernel.storage) || initialState !== undefined }), [kernel, start, initialState])
  return (
    <KernelContext.Provider value={kernel}>
      {children}
      <ModalHost />
    </KernelContext.Provider>
  )
}
