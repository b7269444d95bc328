type TimerHandle = ReturnType<typeof setTimeout>

export interface Timers {
  setTimeout(run: () => void, ms: number): () => void
  setInterval(run: () => void, ms: number): () => void
  /**
   * Runs `run` in the browser's next idle period, or after `timeoutMs` at the latest; where there
   * are no idle callbacks (Safari, Node), in a task of its own. For work nobody waits on.
   */
  whenIdle(run: () => void, timeoutMs: number): () => void
  /** A promise that resolves after `ms`, or never when the owner is torn down first. */
  delay(ms: number): Promise<void>
  clearAll(): void
  pending(): number
}

/** Timers that the kernel (or a plugin's scope) can cancel all at once on destroy. */
export function createTimers(): Timers {
  const timeouts = new Set<TimerHandle>()
  const intervals = new Set<TimerHandle>()
  const idles = new Set<number>()

  const timers: Timers = {
    setTimeout(run, ms) {
      const handle = setTimeout(() => {
        timeouts.delete(handle)
        run()
      }, ms)
      timeouts.add(handle)
      return () => {
        clearTimeout(handle)
        timeouts.delete(handle)
      }
    },
    setInterval(run, ms) {
      const handle = setInterval(run, ms)
      intervals.add(handle)
      return () => {
        clearInterval(handle)
        intervals.delete(handle)
      }
    },
    whenIdle(run, timeoutMs) {
      if (typeof requestIdleCallback !== 'function') return timers.setTimeout(run, 0)
      const handle = requestIdleCallback(() => {
        idles.delete(handle)
        run()
      }, { timeout: timeoutMs })
      idles.add(handle)
      return () => {
        cancelIdleCallback(handle)
        idles.delete(handle)
      }
    },
    delay: (ms) => new Promise((resolve) => void timers.setTimeout(resolve, ms)),
    clearAll() {
      for (const handle of timeouts) clearTimeout(handle)
      for (const handle of intervals) clearInterval(handle)
      for (const handle of idles) cancelIdleCallback(handle)
      timeouts.clear()
      intervals.clear()
      idles.clear()
    },
    pending: () => timeouts.size + intervals.size + idles.size,
  }
  return timers
}
