import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { HttpError } from './HttpError.js'
import type { RateLimit } from './Route.js'

export interface RateLimiter {
  /** Counts one request of `client`; throws HttpError 429 with Retry-After once it is past the limit. */
  admit(client: string): Promise<void>
}

/**
 * A fixed-window count per client, kept in this process (rate-limiter-flexible's memory store: a
 * client's count is dropped when its window ends, so a flood from many addresses holds at most one
 * window of them). Several API instances over one PostgreSQL each count on their own.
 */
export function createRateLimiter(limit: RateLimit): RateLimiter {
  const limiter = new RateLimiterMemory({ points: limit.max, duration: limit.windowMs / 1000 })
  return {
    async admit(client) {
      try {
        await limiter.consume(client)
      } catch (rejection) {
        // The library rejects with its result when the limit is passed, with an Error when it failed.
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
        throw new HttpError(429, `Too many requests: try again in ${seconds} s`, {
          'retry-after': String(seconds),
          // A page's script may read it (CORS hides every other header by default).
          'access-control-expose-headers': 'retry-after',
        })
      }
    },
  }
}
