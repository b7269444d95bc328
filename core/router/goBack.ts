import { closeModal } from '../actions/closeModal.js'
import type { Kernel } from '../kernel/types.js'
import { hasConnectedAccount } from './hasConnectedAccount.js'
import { navigate } from './navigate.js'
import type { RouterEntry } from './ViewRegistry.js'

/**
 * Pops the history (SPEC section 2). With one entry left there is nothing to go back to, so the
 * modal closes. A connected visitor has no use for Connect, so landing there shows Account.
 */
export function goBack(kernel: Kernel): void {
  const { history } = kernel.store('router').getState()
  const previous = history[history.length - 2]
  if (!previous) return closeModal(kernel)
  const landing: RouterEntry =
    previous.view === 'Connect' && hasConnectedAccount(kernel) ? { view: 'Account' } : withoutWallet(previous)
  navigate(kernel, [...history.slice(0, -2), landing], 'prev', 'goBack')
}

/** A wallet picked on a later view must not stay selected on the one the visitor returns to. */
function withoutWallet(entry: RouterEntry): RouterEntry {
  if (!entry.data || !('wallet' in entry.data)) return entry
  const { wallet: _wallet, ...data } = entry.data
  return Object.keys(data).length > 0 ? { view: entry.view, data } : { view: entry.view }
}
