import type { Kernel } from '../kernel/types.js'

/**
 * Runs a callback that the router holds for someone else (a leave hook, a transaction's success,
 * error or cancel callback). Its failure is the owner's problem: it must not stop the router
 * halfway, nor the callbacks queued after it.
 */
export function callSafely(kernel: Kernel, label: string, run: () => void): void {
  try {
    run()
  } catch (error) {
    if (kernel.options.debug) console.error(`[portico] ${label} threw`, error)
  }
}
