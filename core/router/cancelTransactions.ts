import type { Kernel } from '../kernel/types.js'
import { callSafely } from './callSafely.js'

/**
 * Empties the transaction stack and runs each pending entry's cancel path, newest first, so
 * whoever waits on a request hears it was cancelled instead of waiting forever.
 */
export function cancelTransactions(kernel: Kernel): void {
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
