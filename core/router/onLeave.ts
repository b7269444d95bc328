import type { Unsubscribe } from '../events/createEventBus.js'
import type { Kernel } from '../kernel/types.js'
import { callSafely } from './callSafely.js'
import type { ViewId } from './ViewRegistry.js'

/** How the router left a view: one of its four moves, or the modal closing. */
export type LeaveReason = 'push' | 'replace' | 'reset' | 'goBack' | 'close'

export interface LeaveContext {
  from: ViewId
  to: ViewId
  reason: LeaveReason
}

export type LeaveHook = (kernel: Kernel, context: LeaveContext) => void

type HooksByView = Map<ViewId, Set<LeaveHook>>

const LEAVE_HOOKS = Symbol('portico.leave-hooks')
const hooksOf = (kernel: Kernel) => kernel.local(LEAVE_HOOKS, (): HooksByView => new Map())

/**
 * Registers a guard that runs after the router leaves `view`, so view-specific clean-up (the
 * farcaster view's auth provider reload) lives in its plugin and the router names no view.
 * Returns how to remove it; a plugin hands that to `ctx.onTeardown`.
 */
export function onLeave(kernel: Kernel, view: ViewId, hook: LeaveHook): Unsubscribe {
  const byView = hooksOf(kernel)
  const hooks = byView.get(view) ?? new Set<LeaveHook>()
  byView.set(view, hooks)
  hooks.add(hook)
  return () => {
    hooks.delete(hook)
  }
}

/** Runs the hooks of `context.from`; one hook throwing neither stops the others nor the router. */
export function runLeaveHooks(kernel: Kernel, context: LeaveContext): void {
  if (context.from === context.to) return
  const hooks = hooksOf(kernel).get(context.from)
  if (!hooks) return
  for (const hook of [...hooks]) callSafely(kernel, `a leave hook of "${context.from}"`, () => hook(kernel, context))
}
