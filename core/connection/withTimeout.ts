import type { Timers } from '../kernel/createTimers.js'

/**
 * Settles like `work`, or rejects with `onTimeout()` once `ms` pass first. The timer belongs to the
 * kernel, so destroying it leaves nothing running. Without `ms`, `work` is returned unchanged.
 */
export function withTimeout<T>(timers: Timers, work: Promise<T>, ms: number | undefined, onTimeout: () => Error): Promise<T> {
  if (ms === undefined) return work
  return new Promise<T>((resolve, reject) => {
    const cancel = timers.setTimeout(() => reject(onTimeout()), ms)
    work.then(
      (value) => {
        cancel()
        resolve(value)
      },
      (error: unknown) => {
        cancel()
        reject(error)
      },
    )
  })
}
