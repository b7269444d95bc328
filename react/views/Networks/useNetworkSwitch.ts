import { useCallback, useState } from 'react'
import { showToast } from '../../../core/actions/notifications.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { hasConnectedAccount } from '../../../core/router/navigationRules.js'
import { goBack, reset } from '../../../core/router/router.js'
import type { ViewId } from '../../../core/router/ViewRegistry.js'
import type { CaipNetworkId } from '../../../core/types/network.js'
import { useMessages } from '../../i18n/useMessages.js'

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

export type NetworkSwitchState =
  | { status: 'idle' }
  | { status: 'pending'; caipNetworkId: CaipNetworkId }
  | { status: 'failed'; caipNetworkId: CaipNetworkId; error: string }

/**
 * Runs core switchNetwork for a view and keeps its outcome where the visitor can see it. The
 * kernel goes back one view when a wallet refuses (SPEC section 2), so the view that asked may be
 * gone by the time the error arrives: then the error is a toast; otherwise the view shows it.
 * `onSwitched` (or the one a call passes) runs only while the view that asked is still the current
 * one. `run` resolves to whether the switch happened.
 */
export function useNetworkSwitch(kernel: Kernel, onSwitched: () => void) {
  const [state, setState] = useState<NetworkSwitchState>({ status: 'idle' })
  const { error: errorText } = useMessages()
  const run = useCallback(
    async (caipNetworkId: CaipNetworkId, then: () => void = onSwitched): Promise<boolean> => {
      const router = kernel.store('router')
      const asked = { view: router.getState().view, depth: router.getState().history.length }
      const stillHere = () =>
        kernel.store('modal').getState().open && router.getState().view === asked.view && router.getState().history.length === asked.depth
      setState({ status: 'pending', caipNetworkId })
      try {
        await switchNetwork(kernel, caipNetworkId)
        setState({ status: 'idle' })
        if (stillHere()) then()
        return true
      } catch (error) {
        const text = errorText(error, 'chainNotSupported')
        if (stillHere()) {
          setState({ status: 'failed', caipNetworkId, error: text })
        } else {
          setState({ status: 'idle' })
          showToast(kernel, { message: text, variant: 'error' })
        }
        return false
      }
    },
    [kernel, onSwitched, errorText],
  )
  return { state, run }
}
