import type { ChainNamespace } from '../constants/namespaces.js'
import { startInBackground } from '../kernel/startInBackground.js'
import type { Kernel } from '../kernel/types.js'
import { chooseOpeningView } from '../router/navigationRules.js'
import { hasConnectedAccount } from '../router/navigationRules.js'
import { reset } from '../router/router.js'
import type { ViewData, ViewId } from '../router/ViewRegistry.js'

export interface OpenModalParameters {
  view?: ViewId
  data?: ViewData
  /** Decides "already connected" by this namespace's account alone. */
  namespace?: ChainNamespace
}

/**
 * Opens the modal on the view SPEC section 2 chooses, with a fresh history. Opening an open modal
 * only moves it to that view: the bus and analytics hear of an opening once.
 *
 * A kernel nobody has started yet (KernelProvider waits for a first visitor's intent) is started
 * first: its plugins' setup runs synchronously inside start(), so the view is chosen with their
 * namespaces and login methods in place. Without it a click that beats the deferred start opened
 * the pairing views SPEC keeps for a site with no chain plugin.
 */
export function openModal(kernel: Kernel, params: OpenModalParameters = {}): void {
  startInBackground(kernel)
  const view = chooseOpeningView(kernel, params)
  const wasOpen = kernel.store('modal').getState().open
  reset(kernel, view, params.data)
  kernel.store('modal').setState((draft) => {
    draft.open = true
  })
  if (wasOpen) return
  kernel.events.emit('modal:opened', { view })
  kernel.events.emit('analytics', { event: 'MODAL_OPEN', properties: { connected: hasConnectedAccount(kernel) } })
}
