import type { Kernel } from '../../../core/kernel/types.js'
import { goBack } from '../../../core/router/goBack.js'
import type { ViewId } from '../../../core/router/ViewRegistry.js'

/** The views a network switch passes through; none of them has anything left to show after it. */
const SWITCH_VIEWS: ReadonlySet<ViewId> = new Set<ViewId>(['Networks', 'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain'])

/**
 * After a successful switch, goes back past the network views to where the visitor started
 * (Account, usually). When they were the whole history the modal closes, as goBack does.
 */
export function leaveAfterSwitch(kernel: Kernel): void {
  const router = kernel.store('router')
  // Bounded by the history: every goBack pops one entry or closes the modal.
  for (let left = router.getState().history.length; left > 0; left--) {
    if (!SWITCH_VIEWS.has(router.getState().view) || !kernel.store('modal').getState().open) return
    goBack(kernel)
  }
}
