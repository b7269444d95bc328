import type { Timers } from '../kernel/createTimers.js'

export interface PollUntilParameters<T> {
  /** The kernel's (or plugin's) timers: destroying the kernel stops the polling, tests use fake time. */
  timers: Timers
  /**
   * One attempt, e.g. a receipt or status request. A failed attempt is not the end: nodes fail now
   * and then, so it is tried again after `intervalMs` until the deadline.
   */
  read(): Promise<T>
  /** Whether an answer ends the wait. A throw here is a verdict, not a failed read: it rejects. */
  done(value: T): boolean
  intervalMs: number
  /** The deadline, counted from the call; a read still in flight when it passes is ignored. */
  timeoutMs: number
  /** The error when the deadline passes; `lastFailure` is the latest read's failure, if it failed. */
  timedOut(lastFailure: unknown): Error
}

/**
 * Reads at once, then every `intervalMs` after each answer (never two reads in flight), until
 * `done` accepts one, which it resolves with. A read that fails is retried until the deadline, so
 * a flaky node delays the answer instead of failing a transaction that went through. At the
 * deadline it rejects with `timedOut`, and nothing keeps running.
 */
export function pollUntil<T>(parameters: PollUntilParameters<T>): Promise<T> {
  const { timers, read, done, intervalMs, timeoutMs, timedOut } = parameters
  return new Promise<T>((resolve, reject) => {
    let settled = false
    let lastFailure: unknown
    let stopNext = () => {}
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      stopDeadline()
      stopNext()
      settle()
    }
    const stopDeadline = timers.setTimeout(() => finish(() => reject(timedOut(lastFailure))), timeoutMs)
    const again = () => {
      if (!settled) stopNext = timers.setTimeout(() => void attempt(), intervalMs)
    }

    const attempt = async () => {
      let value: T
      try {
        value = await read()
      } catch (error) {
        lastFailure = error
        return again()
      }
      // An answer, even "not yet", says the node works: an older failure no longer explains a time-out.
      lastFailure = undefined
      if (settled) return
      let finished: boolean
      try {
        finished = done(value)
      } catch (error) {
        return finish(() => reject(error))
      }
      if (finished) finish(() => resolve(value))
      else again()
    }
    void attempt()
  })
}
