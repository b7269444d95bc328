export interface FailureLogOptions {
  /** How long failures of one kind are counted, not logged, after the first is. */
  intervalMs?: number
  now?: () => number
  write?: (...line: unknown[]) => void
}

export interface FailureLog {
  /** Logs `error` in full if it is the first of its kind this interval, else counts it. */
  report(where: string, error: unknown): void
  /** Says how many were counted and not yet said (on stop). */
  flush(): void
}

/**
 * The server's log of unexpected failures, bounded: a database outage fails every request the same
 * way, and a stack trace per request would flood the log and the disk. The first failure of a kind
 * (its error's name and message) is logged whole; the rest in that interval are counted, and the
 * count is said with the next one logged after it, or on stop.
 */
export function createFailureLog(options: FailureLogOptions = {}): FailureLog {
  const intervalMs = options.intervalMs ?? 10_000
  const now = options.now ?? Date.now
  const write = options.write ?? ((...line: unknown[]) => console.error(...line))
  const kinds = new Map<string, { since: number; counted: number }>()
  const kindOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300)
  const sayCounted = (kind: string, counted: number) => {
    if (counted > 0) write(`[api] ${counted} more request${counted === 1 ? '' : 's'} failed with "${kind}"`)
  }
  return {
    report(where, error) {
      const kind = kindOf(error)
      const seen = kinds.get(kind)
      if (seen && now() - seen.since < intervalMs) {
        seen.counted++
        return
      }
      if (seen) sayCounted(kind, seen.counted)
      // Kinds are few in practice; a flood of distinct messages starts the memory afresh.
      if (kinds.size >= 100) kinds.clear()
      kinds.set(kind, { since: now(), counted: 0 })
      write(`[api] ${where} failed:`, error)
    },
    flush() {
      for (const [kind, seen] of kinds) sayCounted(kind, seen.counted)
      kinds.clear()
    },
  }
}
