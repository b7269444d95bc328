import type { Kernel } from '../../core/kernel/types.js'
import { afterNextPaint } from './afterNextPaint.js'

/**
 * Starts an idle kernel once the browser has painted its next frame, if `wanted` still says so
 * then (it runs after the paint, so a check that reads storage costs the first frame nothing).
 * Several calls before the paint are one start: kernel.start() does nothing unless idle. A start
 * that fails is reported on the console; the page goes on. Returns how to cancel it.
 */
export function startAfterPaint(kernel: Kernel, wanted: (kernel: Kernel) => boolean = () => true): () => void {
  if (kernel.status !== 'idle') return () => {}
  return afterNextPaint(() => {
    if (kernel.status !== 'idle' || !wanted(kernel)) return
    kernel.start().catch((error: unknown) => console.error('[portico] the kernel failed to start', error))
  })
}
