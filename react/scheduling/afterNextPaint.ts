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
