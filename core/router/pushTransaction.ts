import { castDraft } from 'immer'
import { LIMITS } from '../constants/limits.js'
import { RouterError } from '../errors/RouterError.js'
import type { Kernel } from '../kernel/types.js'
import type { TransactionStackEntry } from '../slices/routerSlice.js'
import { push } from './push.js'
import { replace } from './replace.js'

/**
 * Holds a pending request's callbacks until popTransaction settles it, and opens its view if it
 * has one. SPEC section 9 caps the pending requests at 99; the 100th is refused, not queued.
 */
export function pushTransaction(kernel: Kernel, entry: TransactionStackEntry): void {
  const store = kernel.store('router')
  const { transactionStack } = store.getState()
  if (transactionStack.length >= LIMITS.pendingTransactions) {
    throw new RouterError('TRANSACTION_LIMIT', {
      details: `${transactionStack.length} requests are pending; the limit is ${LIMITS.pendingTransactions}`,
    })
  }
  store.setState((draft) => {
    draft.transactionStack.push(castDraft(entry))
  })
  if (!entry.view) return
  if (entry.replace) replace(kernel, entry.view)
  else push(kernel, entry.view)
}
