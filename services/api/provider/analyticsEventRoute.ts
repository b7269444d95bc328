import { isOriginAllowed } from '../../../core/api/isOriginAllowed.js'
import { HttpError } from '../http/HttpError.js'
import { parseInput } from '../http/parseInput.js'
import type { Route } from '../http/Route.js'
import { analyticsEventSchema, storableJsonProblem } from './analyticsEventSchema.js'
import { requireProject } from './requireProject.js'

/** Newest events kept per project; older ones are dropped as new ones arrive. */
export const DEFAULT_MAX_STORED_EVENTS = 10_000
export const MAX_EVENT_BYTES = 32 * 1024
/** Sent even when a project's analytics is off (SPEC section 7). */
const ALWAYS_STORED_EVENT = 'INITIALIZE'

export interface AnalyticsEventRouteOptions {
  maxStoredEvents?: number
}

/**
 * POST /e (SPEC section 7). A page whose origin the project does not allow gets a 403, which the
 * widget shows as 'Invalid App Configuration' (SPEC section 8); a call without an Origin header
 * comes from no browser page and is not refused for it. Events of a project with analytics off
 * are accepted and dropped, except INITIALIZE. A repeated eventId is stored once.
 */
export function analyticsEventRoute(options: AnalyticsEventRouteOptions = {}): Route {
  const maxStored = options.maxStoredEvents ?? DEFAULT_MAX_STORED_EVENTS
  return {
    method: 'POST',
    path: '/e',
    maxBodyBytes: MAX_EVENT_BYTES,
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

      await sql.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO analytics_events (project_id, event_id, url, domain, sent_at, props, sdk_type, sdk_version, origin)
           VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9)
           ON CONFLICT (project_id, event_id) DO NOTHING`,
          [project.id, event.eventId, event.url, event.domain, event.timestamp, JSON.stringify(event.props), sdkType, sdkVersion, origin ?? null],
        )
        await tx.query(
          `DELETE FROM analytics_events
            WHERE project_id = $1
              AND seq < (SELECT seq FROM analytics_events WHERE project_id = $1 ORDER BY seq DESC OFFSET $2 LIMIT 1)`,
          [project.id, maxStored - 1],
        )
      })
      return { status: 204 }
    },
  }
}
