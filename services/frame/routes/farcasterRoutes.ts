import { randomBytes } from 'node:crypto'
import * as z from 'zod'
import { openIdentitySession } from '../auth/identitySessions.js'
import { sweepRateEvents, takeRateLimits } from '../auth/rateLimits.js'
import { FARCASTER_ATTEMPT_TTL_MS, findAttempt, removeAttempt, storeAttempt, sweepAttempts } from '../farcaster/farcasterAttempts.js'
import type { FarcasterClient } from '../farcaster/createFarcasterClient.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { originSchema, projectIdSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { isProjectOrigin } from './originRoutes.js'

/** base64url of 32 bytes (a SHA-256, a random id): 43 characters. */
const base64url32 = (name: string) => z.string().regex(/^[A-Za-z0-9_-]{43}$/, `${name} must be 32 bytes as base64url`)
const startSchema = z.strictObject({ projectId: projectIdSchema, origin: originSchema, binding: base64url32('binding') })
const statusSchema = z.strictObject({ attempt: base64url32('attempt'), verifier: z.string().min(43, 'verifier is too short').max(128, 'verifier is too long') })

/** Channels a client may open in an hour: each one is a channel on the relay. */
const STARTS_PER_CLIENT_HOUR = 30
const HOUR_MS = 60 * 60_000

/**
 * Sign In With Farcaster for the frame page (docs/embedded-wallet.md): start opens a channel on
 * the configured relay for the frame's own origin (siweUri) and host (domain) with a fresh nonce,
 * bound to a secret the page keeps; status asks the relay and, once a Farcaster app signed,
 * verifies the message against Optimism's registries (auth-client's verifySignInMessage) before a
 * session opens for the fid. The relay is trusted with nothing: the nonce and domain checked are
 * the ones stored here, and the fid is the one the signature proves.
 */
export function farcasterRoutes(deps: FrameDeps, farcaster: FarcasterClient | undefined): FrameRoute[] {
  const client = () => farcaster ?? failWith(new FrameServerError('FARCASTER_UNAVAILABLE', { details: 'no relay is configured (PORTICO_FARCASTER_RELAY)' }))
  const failWith = (error: FrameServerError): never => {
    deps.warn('Farcaster sign-in failed', error.details ?? error.message)
    throw error
  }
  // The relay's and the chain's words go to the log; the visitor reads the code's text.
  const logged = async <T>(run: () => Promise<T>): Promise<T> => run().catch((error: unknown) => {
    if (error instanceof FrameServerError && error.details !== undefined) failWith(error)
    throw error
  })

  return [
    defineFrameRoute({
      method: 'POST',
      path: '/v1/farcaster/start',
      body: startSchema,
      async handle({ body, origin: requestOrigin, clientAddress }) {
        const origin = deps.publicUrl ?? requestOrigin
        const relay = client()
        if (!(await isProjectOrigin(deps.sql, body.projectId, body.origin))) throw new FrameServerError('ORIGIN_NOT_ALLOWED')
        const now = deps.now()
        await Promise.all([sweepAttempts(deps.sql, now), sweepRateEvents(deps.sql, now)])
        const decision = await takeRateLimits(deps.sql, [{ key: `farcaster-ip:${clientAddress}`, max: STARTS_PER_CLIENT_HOUR, windowMs: HOUR_MS }], now)
        if (!decision.allowed) {
          const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1_000))
          throw new FrameServerError('RATE_LIMITED', { params: { seconds }, headers: { 'retry-after': String(seconds) } })
        }
        const domain = new URL(origin).host
        const nonce = randomBytes(16).toString('hex')
        const channel = await logged(() => relay.createChannel({ siweUri: origin, domain, nonce }))
        const attempt = await storeAttempt(deps.sql, { channelToken: channel.channelToken, nonce, domain, binding: body.binding, expiresAt: now + FARCASTER_ATTEMPT_TTL_MS })
        return { status: 200, body: { url: channel.url, attempt } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/farcaster/status',
      body: statusSchema,
      async handle({ body }) {
        const relay = client()
        const now = deps.now()
        const attempt = await findAttempt(deps.sql, body.attempt, body.verifier, now)
        if (attempt === undefined) throw new FrameServerError('FARCASTER_NOT_FOUND')
        if (attempt === 'expired') {
          await removeAttempt(deps.sql, body.attempt)
          throw new FrameServerError('FARCASTER_EXPIRED')
        }
        const status = await logged(() => relay.status(attempt.channelToken))
        if (status.state === 'pending') return { status: 200, body: { state: 'pending' } }
        await removeAttempt(deps.sql, body.attempt)
        if (status.state === 'expired') throw new FrameServerError('FARCASTER_EXPIRED')
        const { fid } = await logged(() => relay.verify({ message: status.message, signature: status.signature as `0x${string}`, nonce: attempt.nonce, domain: attempt.domain }))
        const answer = await openIdentitySession(deps.sql, { provider: 'farcaster', subject: String(fid), email: null, emailVerified: false, userName: status.username }, deps.now())
        return { status: 200, body: { state: 'completed', ...answer } }
      },
    }),
  ]
}
