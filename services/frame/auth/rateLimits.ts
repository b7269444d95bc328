import type { Sql } from '../../api/db/Sql.js'

export interface RateLimit {
  /** What is counted: `ip:<address>`, `login:<email>`. */
  key: string
  max: number
  windowMs: number
}

/** The longest window any limit uses: older events count for none and are swept. */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000

export type RateDecision =
  | { allowed: true; eventIds: number[] }
  | { allowed: false; retryAfterMs: number }

/**
 * Counts one event against every limit at once, or none when any is reached (then says when the
 * earliest of the reached ones frees a place). A sliding log in the database, so every instance on
 * it counts together; on PostgreSQL an advisory lock per key, taken in key order, keeps two
 * instances from both taking the last place (PGlite runs one transaction at a time).
 */
export async function takeRateLimits(sql: Sql, limits: readonly RateLimit[], now: number): Promise<RateDecision> {
  return sql.transaction(async (tx) => {
    const keys = [...new Set(limits.map((limit) => limit.key))].sort()
    if (tx.kind === 'postgres') {
      for (const key of keys) await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('portico-frame-rate:' || $1, 0))", [key])
    }
    let retryAfterMs = 0
    for (const limit of limits) {
      const since = now - limit.windowMs
      const [row] = await tx.query<{ n: number; oldest: number | null }>(
        'SELECT count(*)::int AS n, min(at) AS oldest FROM frame_rate_events WHERE key = $1 AND at > $2',
        [limit.key, since],
      )
      if ((row?.n ?? 0) < limit.max) continue
      // A place frees when the oldest event leaves the window (with more than max in it, after a
      // limit was lowered, that is a lower bound, and the next try says the rest).
      retryAfterMs = Math.max(retryAfterMs, Number(row!.oldest) + limit.windowMs - now)
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs }
    const eventIds: number[] = []
    for (const key of keys) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO frame_rate_events (key, at) VALUES ($1, $2) RETURNING id', [key, now])
      eventIds.push(Number(row!.id))
    }
    return { allowed: true, eventIds }
  })
}

/** Gives back the places of a request that did nothing after all (its mail could not be sent). */
export async function releaseRateEvents(sql: Sql, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length > 0) await sql.query('DELETE FROM frame_rate_events WHERE id = ANY($1::bigint[])', [eventIds])
}

/** Removes the events no window looks at any more. */
export async function sweepRateEvents(sql: Sql, now: number): Promise<void> {
  await sql.query('DELETE FROM frame_rate_events WHERE at <= $1', [now - LONGEST_WINDOW_MS])
}
