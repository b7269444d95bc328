import type { Kernel } from './types.js'

/**
 * Starts an idle kernel without waiting for it, for the callers that start it on a visitor's
 * behalf (an open, a press, a paint): a start that fails is reported on the console and the page
 * goes on. A kernel that is not idle is left alone.
 */
export function startInBackground(kernel: Kernel): void {
  if (kernel.status !== 'idle') return
  kernel.start().catch((error: unknown) => console.error('[portico] the kernel failed to start', error))
}
