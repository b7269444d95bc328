import * as z from 'zod/mini'
import { ApiError } from '../errors/ApiError.js'

/** zod's report of what is wrong, cut short: a hostile body can produce an issue for every byte. */
const MAX_DETAILS_LENGTH = 500

/**
 * A provider API body checked against its schema: the value the schema makes of it, or
 * API_INVALID_RESPONSE with zod's report as the details. The transport loads this file with the
 * first request it checks, so zod is not in the page's first bundle.
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
