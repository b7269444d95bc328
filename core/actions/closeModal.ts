import type { Kernel } from '../kernel/types.js'
import { cancelTransactions } from '../router/transactionStack.js'
import { hasConnectedAccount } from '../router/navigationRules.js'
import { navigate } from '../router/router.js'

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
