import { ApiError } from '../errors/ApiError.js'

/*
 * What the hand-written readers of the responses a page needs before and at its first open
 * (configuration, wallet lists, analytics configuration) share. Each reader is held equal to its
 * zod schema in core/api/schemas by a property test: the schemas stay the specification, the
 * readers keep zod out of a site's start and first open.
 */

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A string of `min` to `max` UTF-16 units, as zod's minLength/maxLength count them. */
export function isBoundedString(value: unknown, max: number, min = 0): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max
}

/** The API_INVALID_RESPONSE a reader throws, saying where the body went wrong. */
export function invalidBody(endpoint: string, details: string): ApiError {
  return new ApiError('API_INVALID_RESPONSE', { endpoint, details })
}
