import { castDraft } from 'immer'
import { closeModal } from '../actions/modalActions.js'
import { LIMITS } from '../constants/limits.js'
import { RouterError } from '../errors/RouterError.js'
import type { Kernel } from '../kernel/types.js'
import type { TransactionStackEntry } from '../slices/modalSlice.js'
import { goBack } from './navigationRules.js'
import { callSafely, push, replace } from './router.js'

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
  if (entry.replace) replace(kernel, entry.view, entry.data)
  else push(kernel, entry.view, entry.data)
}

export type TransactionOutcome = 'success' | 'error' | 'cancel'

/**
 * Settles the newest pending request (SPEC section 2): success runs its callback and nothing more,
 * error and cancel run theirs and then go back. With nothing to pop, success and error close the
 * modal (SPEC section 4's embedded-wallet rule: the request that opened it is done) and cancel
 * goes back.
 */
export function popTransaction(kernel: Kernel, outcome: TransactionOutcome, error?: unknown): void {
  const store = kernel.store('router')
  const stack = store.getState().transactionStack
  const entry = stack[stack.length - 1]
  if (!entry) {
    if (outcome === 'cancel') goBack(kernel)
    else closeModal(kernel)
    return
  }
  store.setState((draft) => {
    draft.transactionStack.pop()
  })
  if (outcome === 'success') {
    if (entry.onSuccess) callSafely(kernel, 'a transaction success callback', entry.onSuccess)
    return
  }
  const callback = outcome === 'error' ? () => entry.onError?.(error) : entry.onCancel
  if (callback) callSafely(kernel, `a transaction ${outcome} callback`, callback)
  goBack(kernel)
}
