import * as z from 'zod'

/** Props nest no deeper than this; real events are two or three levels deep. */
export const MAX_PROPS_DEPTH = 16

/** POST /e's body (SPEC section 7); unknown top-level fields are dropped. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1, 'eventId may not be empty').max(128, 'eventId must be at most 128 characters'),
  url: z.string().max(2048, 'url must be at most 2048 characters'),
  domain: z.string().max(253, 'domain must be at most 253 characters'),
  timestamp: z.number().int('timestamp must be whole milliseconds').nonnegative('timestamp may not be negative'),
  props: z.record(z.string(), z.unknown()),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * What PostgreSQL's jsonb and text cannot hold, found before the insert so a client gets a 400
 * instead of a database error: NUL characters, unpaired surrogates, and nesting past its stack.
 * Iterative, so a hostile depth cannot overflow this stack either. Returns the problem, or undefined.
 */
export function storableJsonProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'text may not contain NUL characters'
      if (LONE_SURROGATE.test(item)) return 'text may not contain unpaired surrogates'
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_PROPS_DEPTH) return `the body may nest at most ${MAX_PROPS_DEPTH} levels deep`
      for (const [key, child] of Object.entries(item)) {
        stack.push([key, depth + 1], [child, depth + 1])
      }
    }
  }
  return undefined
}
