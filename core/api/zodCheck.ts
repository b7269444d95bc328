import * as z from 'zod/mini'
import { ApiError } from '../errors/ApiError.js'
import type { CheckLoader } from './createApiTransport.js'

/**
 * A zod schema as a body check, the schema loaded with the first request that needs it, e.g.
 * `zodCheck('GET /x', () => import('./schemas/apiSchemas.js').then((m) => m.xSchema))`. zod comes
 * with the API client, which is itself loaded on first use: neither is in a site's first bundle.
 */
export function zodCheck<T>(endpoint: string, loadSchema: () => Promise<z.ZodMiniType<T>>): CheckLoader<T> {
  return () => loadSchema().then((schema) => (body: unknown) => parseApiBody(schema, body, endpoint))
}

/** zod's report of what is wrong, cut short: a hostile body can produce an issue for every byte. */
const MAX_DETAILS_LENGTH = 500

/**
 * A provider API body checked against its schema: the value the schema makes of it, or
 * API_INVALID_RESPONSE with zod's report as the details.
 */
export function parseApiBody<T>(schema: z.ZodMiniType<T>, body: unknown, endpoint: string): T {
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) {
    throw new ApiError('API_INVALID_RESPONSE', {
      endpoint,
      details: z.prettifyError(parsed.error).slice(0, MAX_DETAILS_LENGTH),
      cause: parsed.error,
    })
  }
  return parsed.data
}
