import { startInBackground } from '../../core/kernel/startInBackground.js'
import type { Kernel } from '../../core/kernel/types.js'

/** Past this, a page that paints no frame (a background tab) runs the callback anyway. */
export const AFTER_PAINT_FALLBACK_MS = 100

/**
 * Runs `callback` once the browser has painted its next frame: a task queued from that frame's
 * animation callback runs after the frame's paint. A page that paints nothing (a hidden tab, a
 * test DOM) gets it after AFTER_PAINT_FALLBACK_MS instead. Returns how to cancel it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let pending = true
  let task: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    if (!pending) return
    cancel()
    callback()
  }
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => void (task = setTimeout(run, 0))) : undefined
  const fallback = setTimeout(run, AFTER_PAINT_FALLBACK_MS)
  function cancel() {
    pending = false
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(task)
    clearTimeout(fallback)
  }
  return cancel
}

/** The longest an idle start waits for the browser to be idle. */
export const IDLE_START_TIMEOUT_MS = 500

export interface StartAfterPaintOptions {
  /** Asked after the paint: whether the start is still wanted (reading storage then costs the frame nothing). */
  wanted?: (kernel: Kernel) => boolean
  /**
   * Wait on past the paint for the browser's next idle moment (at most IDLE_START_TIMEOUT_MS). For a
   * start on intent: when a click follows the hover at once, the modal it opens is drawn first.
   */
  idle?: boolean
}

/**
 * Starts an idle kernel once the browser has painted its next frame. Several calls before then
 * are one start: kernel.start() does nothing unless idle. A start that fails is reported on the
 * console; the page goes on. Returns how to cancel it.
 */
export function startAfterPaint(kernel: Kernel, { wanted = () => true, idle = false }: StartAfterPaintOptions = {}): () => void {
  if (kernel.status !== 'idle') return () => {}
  let cancelIdle = () => {}
  const start = () => {
    if (kernel.status === 'idle' && wanted(kernel)) startInBackground(kernel)
  }
  const cancelPaint = afterNextPaint(() => {
    if (!idle) return start()
    // Without idle callbacks (Safari) whenIdle is a task of its own: a pending click still goes first.
    cancelIdle = kernel.timers.whenIdle(start, IDLE_START_TIMEOUT_MS)
  })
  return () => {
    cancelPaint()
    cancelIdle()
  }
}
