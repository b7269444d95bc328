import { isOriginAllowed } from '../../../core/api/checkOrigin.js'
import { HttpError } from '../http/HttpError.js'
import { parseInput } from '../http/parseInput.js'
import type { RateLimit, Route } from '../http/Route.js'
import { analyticsEventSchema, storableJsonProblem } from './analyticsEventSchema.js'
import { requireProject } from './requireProject.js'

/** Events kept per project at most, the newest; past it the oldest go. */
export const DEFAULT_MAX_STORED_EVENTS = 10_000
/**
 * And bytes of them (the event's id, url, domain and props): 10,000 real events of a few hundred
 * bytes fit, while a flood of large ones is cut to its newest 16 MiB.
 */
export const DEFAULT_MAX_STORED_BYTES = 16 * 1024 * 1024
/** A real event is well under 2 KiB; an error report with its stack trace stays under this. */
export const MAX_EVENT_BYTES = 16 * 1024
/** Per client address: a page sends a handful of events a minute, and errors at most 5 (SPEC section 9). */
export const EVENT_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60_000 }
/** What a prune keeps of a cap. */
const lowWater = (cap: number) => Math.max(1, Math.floor(cap * 0.9))
/** Sent even when a project's analytics is off (SPEC section 7). */
const ALWAYS_STORED_EVENT = 'INITIALIZE'

export interface AnalyticsEventRouteOptions {
  maxStoredEvents?: number
  maxStoredBytes?: number
  rateLimit?: RateLimit
}

/**
 * POST /e (SPEC section 7). A page whose origin the project does not allow gets a 403, which the
 * widget shows as 'Invalid App Configuration' (SPEC section 8); a call without an Origin header
 * comes from no browser page and is not refused for it. Events of a project with analytics off
 * are accepted and dropped, except INITIALIZE. A repeated eventId is stored once. A body over
 * 16 KiB is a 413 and a client past 120 events a minute a 429, and a project keeps only its newest
 * events within both retention caps, so a flood can neither fill the database nor grow the process.
 */
export function analyticsEventRoute(options: AnalyticsEventRouteOptions = {}): Route {
  const maxStored = options.maxStoredEvents ?? DEFAULT_MAX_STORED_EVENTS
  const maxStoredBytes = options.maxStoredBytes ?? DEFAULT_MAX_STORED_BYTES
  return {
    method: 'POST',
    path: '/e',
    maxBodyBytes: MAX_EVENT_BYTES,
    rateLimit: options.rateLimit ?? EVENT_RATE_LIMIT,
    async handle(request, { sql }) {
      const { project, sdkType, sdkVersion } = await requireProject(sql, request.url)
      const origin = request.headers.origin
      if (origin !== undefined && !isOriginAllowed(origin, project.allowedOrigins)) {
        throw new HttpError(403, 'This origin is not allowed for the project')
      }
      if (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body)) {
        throw new HttpError(400, 'the body must be a JSON object with eventId, url, domain, timestamp and props')
      }
      const problem = storableJsonProblem(request.body)
      if (problem) throw new HttpError(400, `invalid event: ${problem}`)
      const event = parseInput(analyticsEventSchema, request.body, 'event')
      if (!project.analyticsEnabled && event.props.event !== ALWAYS_STORED_EVENT) return { status: 204 }

      const props = JSON.stringify(event.props)
      const bytes = [event.eventId, event.url, event.domain, props].reduce((sum, text) => sum + Buffer.byteLength(text), 0)
      await sql.transaction(async (tx) => {
        const inserted = await tx.query(
          `INSERT INTO analytics_events (project_id, event_id, url, domain, sent_at, props, sdk_type, sdk_version, origin, bytes)
           VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9, $10)
           ON CONFLICT (project_id, event_id) DO NOTHING
           RETURNING seq`,
          [project.id, event.eventId, event.url, event.domain, event.timestamp, props, sdkType, sdkVersion, origin ?? null, bytes],
        )
        if (inserted.length === 0) return
        const [usage] = await tx.query<{ events: number; bytes: number }>(
          `INSERT INTO analytics_usage (project_id, events, bytes) VALUES ($1, 1, $2)
           ON CONFLICT (project_id) DO UPDATE SET events = analytics_usage.events + 1, bytes = analytics_usage.bytes + EXCLUDED.bytes
           RETURNING events, bytes`,
          [project.id, bytes],
        )
        if (!usage || (usage.events <= maxStored && usage.bytes <= maxStoredBytes)) return
        // Past a cap, the oldest events go down to nine tenths of both caps, so this walk over the
        // project's events (newest first, adding up rows and bytes) runs once a tenth of a cap.
        await tx.query(
          `WITH gone AS (
             DELETE FROM analytics_events
              WHERE project_id = $1
                AND seq <= (
                  SELECT seq FROM (
                    SELECT seq, row_number() OVER newest AS kept_rows, sum(bytes) OVER newest AS kept_bytes
                      FROM analytics_events
                     WHERE project_id = $1
                    WINDOW newest AS (ORDER BY seq DESC ROWS UNBOUNDED PRECEDING)
                  ) AS running
                  WHERE kept_rows > $2 OR kept_bytes > $3
                  ORDER BY seq DESC
                  LIMIT 1)
              RETURNING bytes)
           UPDATE analytics_usage
              SET events = events - (SELECT count(*) FROM gone), bytes = bytes - (SELECT coalesce(sum(bytes), 0) FROM gone)
            WHERE project_id = $1`,
          [project.id, lowWater(maxStored), lowWater(maxStoredBytes)],
        )
      })
      return { status: 204 }
    },
  }
}
