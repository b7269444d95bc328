import type { Kernel } from '../../../core/kernel/types.js'
import { goBack } from '../../../core/router/router.js'
import { hasConnectedAccount } from '../../../core/router/navigationRules.js'
import { reset } from '../../../core/router/router.js'
import type { ViewId } from '../../../core/router/ViewRegistry.js'

/** The views a network switch passes through; none of them has anything left to show after it. */
const SWITCH_VIEWS: ReadonlySet<ViewId> = new Set<ViewId>(['Networks', 'SwitchNetwork', 'SwitchActiveChain', 'UnsupportedChain'])
/**
 * Views of a connection in progress (a browser wallet's, or any view a login method registered):
 * once an account is connected there is nothing to go back to.
 */
function isConnectingView(kernel: Kernel, view: ViewId): boolean {
  if (view === 'ConnectingExternal') return true
  return kernel.store('registry').getState().views.some((registered) => registered.id === view && registered.loginMethod !== undefined)
}

/**
 * After a successful switch, goes back past the network views to where the visitor started
 * (Account, usually). When they were the whole history the modal closes, as goBack does. When the
 * switch interrupted a connection that has since finished (a wallet on an unsupported network),
 * the visitor lands on Account directly, never on the finished connecting view.
 */
export function leaveAfterSwitch(kernel: Kernel): void {
  const router = kernel.store('router')
  const { history } = router.getState()
  let below = history.length - 1
  while (below >= 0 && SWITCH_VIEWS.has(history[below]!.view)) below--
  const landing = history[below]
  if (landing && isConnectingView(kernel, landing.view) && hasConnectedAccount(kernel)) return reset(kernel, 'Account')
  // Bounded by the history: every goBack pops one entry or closes the modal.
  for (let left = history.length; left > 0; left--) {
    if (!SWITCH_VIEWS.has(router.getState().view) || !kernel.store('modal').getState().open) return
    goBack(kernel)
  }
}
