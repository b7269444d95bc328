import { useCallback, useState } from 'react'
import { showToast } from '../../../core/actions/notifications.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { CaipNetworkId } from '../../../core/types/network.js'
import { useMessages } from '../../i18n/useMessages.js'

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
