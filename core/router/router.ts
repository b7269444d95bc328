import { castDraft } from 'immer'
import type { Unsubscribe } from '../events/createEventBus.js'
import type { Kernel } from '../kernel/types.js'
import type { TransitionDirection } from '../slices/modalSlice.js'
import type { RouterEntry, ViewData, ViewId } from './ViewRegistry.js'

/** A history entry; a view opened without data carries no `data` key at all. */
export function routerEntry(view: ViewId, data?: ViewData): RouterEntry {
  return data === undefined ? { view } : { view, data }
}

/**
 * The one place the router's history changes: the last entry becomes the current view, the bus
 * hears of it, and the guards of the view just left run. push, replace, reset and going back
 * (navigationRules.ts) differ only in the history they hand here.
 */
export function navigate(
  kernel: Kernel,
  history: readonly [...RouterEntry[], RouterEntry],
  direction: TransitionDirection,
  reason: LeaveReason,
): void {
  const store = kernel.store('router')
  const from = store.getState().view
  const current = history[history.length - 1] as RouterEntry
  store.setState((draft) => {
    draft.history = castDraft([...history])
    draft.view = current.view
    draft.data = castDraft(current.data)
    draft.direction = direction
  })
  // The closing modal reports its return to Connect as a reset: the bus has no 'close' move.
  kernel.events.emit('router:changed', { view: current.view, action: reason === 'close' ? 'reset' : reason })
  runLeaveHooks(kernel, { from, to: current.view, reason })
}

/** Opens `view` on top of the history; going back returns to the view below. */
export function push(kernel: Kernel, view: ViewId, data?: ViewData): void {
  const { history } = kernel.store('router').getState()
  navigate(kernel, [...history, routerEntry(view, data)], 'next', 'push')
}

/** Swaps the current view for `view`; going back skips the view it replaced. */
export function replace(kernel: Kernel, view: ViewId, data?: ViewData): void {
  const { history } = kernel.store('router').getState()
  navigate(kernel, [...history.slice(0, -1), routerEntry(view, data)], 'next', 'replace')
}

/** Starts a fresh history holding only `view`. */
export function reset(kernel: Kernel, view: ViewId, data?: ViewData): void {
  navigate(kernel, [routerEntry(view, data)], 'next', 'reset')
}

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

/**
 * Runs a callback that the router holds for someone else (a leave hook, a transaction's success,
 * error or cancel callback). Its failure is the owner's problem: it must not stop the router
 * halfway, nor the callbacks queued after it.
 */
export function callSafely(kernel: Kernel, label: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    if (kernel.options.debug) console.error(`[portico] ${label} threw`, error)
  }
}
