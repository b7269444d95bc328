import { LIMITS } from '../constants/limits.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import { startInBackground } from '../kernel/startInBackground.js'
import type { Kernel } from '../kernel/types.js'
import { chooseOpeningView, hasConnectedAccount } from '../router/chooseOpeningView.js'
import { callSafely, navigate, reset } from '../router/router.js'
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

/**
 * Closes the modal (SPEC sections 2 and 4): pending requests are cancelled, and the router goes
 * back to Connect so the next open starts clean.
 */
export function closeModal(kernel: Kernel): void {
  const wasOpen = kernel.store('modal').getState().open
  cancelTransactions(kernel)
  kernel.store('modal').setState((draft) => {
    draft.open = false
    draft.loading = false
  })
  const router = kernel.store('router').getState()
  const atStart = router.view === 'Connect' && router.history.length === 1 && router.data === undefined
  if (!atStart) navigate(kernel, [{ view: 'Connect' }], 'next', 'close')
  if (!wasOpen) return
  kernel.events.emit('modal:closed')
  kernel.events.emit('analytics', { event: 'MODAL_CLOSE', properties: { connected: hasConnectedAccount(kernel) } })
}

/**
 * Empties the transaction stack and runs each pending entry's cancel path, newest first, so
 * whoever waits on a request hears it was cancelled instead of waiting forever.
 */
function cancelTransactions(kernel: Kernel): void {
  const store = kernel.store('router')
  const pending = store.getState().transactionStack
  if (pending.length === 0) return
  // Emptied before the callbacks run, so a callback that reads or pushes sees the new stack.
  store.setState((draft) => {
    draft.transactionStack = []
  })
  for (const entry of [...pending].reverse()) {
    if (entry.onCancel) callSafely(kernel, 'a transaction cancel callback', entry.onCancel)
  }
}

// The running shake's cancel: a second shake restarts the 500 ms instead of being cut short by the
// first one's timer.
const RUNNING_SHAKE = Symbol('portico.shake')

/** Shakes the modal (a refused action) for exactly SPEC's 500 ms. */
export function shakeModal(kernel: Kernel): void {
  if (kernel.status === 'destroyed') return
  const running = kernel.local(RUNNING_SHAKE, () => ({ cancel: undefined as (() => void) | undefined }))
  running.cancel?.()
  kernel.store('modal').setState((draft) => {
    draft.shake = true
  })
  running.cancel = kernel.timers.setTimeout(() => {
    running.cancel = undefined
    kernel.store('modal').setState((draft) => {
      draft.shake = false
    })
  }, LIMITS.shakeMs)
}

/** Shows or hides the modal's loading state while an action works. */
export function setModalLoading(kernel: Kernel, loading: boolean): void {
  kernel.store('modal').setState((draft) => {
    draft.loading = loading
  })
}

/**
 * Whether the ways in still wait for the visitor to agree to the site's terms: the legal checkbox
 * is on (SPEC default off), the site named its terms or privacy page, and the box is not ticked.
 */
export function legalAgreementPending(kernel: Kernel): boolean {
  const { termsConditionsUrl, privacyPolicyUrl } = kernel.options
  return kernel.store('options').getState().features.legalCheckbox
    && (termsConditionsUrl !== undefined || privacyPolicyUrl !== undefined)
    && !kernel.store('modal').getState().legalAccepted
}

/** Records the visitor ticking (or unticking) the legal checkbox. */
export function setLegalAccepted(kernel: Kernel, accepted: boolean): void {
  kernel.store('modal').setState((draft) => {
    draft.legalAccepted = accepted
  })
}
