import { closeModal } from '../actions/closeModal.js'
import type { Kernel } from '../kernel/types.js'
import { callSafely } from './callSafely.js'
import { goBack } from './goBack.js'

export type TransactionOutcome = 'success' | 'error' | 'cancel'

/**
 * Settles the newest pending request (SPEC sections 2 and 4). Success runs its callback; error and
 * cancel run theirs and go back. A success that leaves nothing pending, or a success or error with
 * nothing to pop, closes the modal: the request that opened it is done.
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
    if (store.getState().transactionStack.length === 0) closeModal(kernel)
    return
  }
  const callback = outcome === 'error' ? () => entry.onError?.(error) : entry.onCancel
  if (callback) callSafely(kernel, `a transaction ${outcome} callback`, callback)
  goBack(kernel)
}
