import { castDraft } from 'immer'
import type { Kernel } from '../kernel/types.js'
import type { TransitionDirection } from '../slices/routerSlice.js'
import { runLeaveHooks, type LeaveReason } from './onLeave.js'
import type { RouterEntry } from './ViewRegistry.js'

/**
 * The one place the router's history changes: the last entry becomes the current view, the bus
 * hears of it, and the guards of the view just left run. push, replace, reset and goBack differ
 * only in the history they hand here.
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
