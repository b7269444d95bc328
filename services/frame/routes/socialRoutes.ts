import * as z from 'zod'
import { openIdentitySession } from '../auth/identitySessions.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { originSchema, projectIdSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { FRAME_CSP } from '../page/framePageRoutes.js'
import { SOCIAL_RESULT_SCRIPT_PATH, socialResultPage } from '../page/socialResultPage.js'
import { createAttempt, storeOutcome, takeAttemptByState, takeResult, type Outcome } from '../social/socialAttempts.js'
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from '../social/socialProviders.js'
import { isProjectOrigin } from './originRoutes.js'

export const SOCIAL_CALLBACK_PATH = '/v1/social/callback'
/** The result link's path: it is never fetched, only carried from the result page to the frame page. */
export const SOCIAL_RESULT_PATH = '/v1/social/result'

const secret = (name: string) => z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, `${name} must be base64url, 43 to 128 characters`)
const startSchema = z.strictObject({
  projectId: projectIdSchema,
  origin: originSchema,
  provider: z.enum(SOCIAL_PROVIDER_IDS, { error: `provider must be one of ${SOCIAL_PROVIDER_IDS.join(', ')}` }),
  /** base64url SHA-256 of a secret the frame page keeps: only it can finish (see finish). */
  binding: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'binding must be a base64url SHA-256'),
  returnTo: z.string().max(2048, 'returnTo is too long').optional(),
})
const callbackSchema = z.object({
  state: z.string().min(1).max(128),
  code: z.string().min(1).max(4096).optional(),
  error: z.string().max(256).optional(),
})
const finishSchema = z.strictObject({ attempt: secret('attempt'), result: secret('result'), verifier: secret('verifier') })

/** A provider's error code as the result page passes it on: a plain code, else `server_error`. */
const errorCode = (error: string) => (/^[a-z_]{1,64}$/.test(error) ? error : 'server_error')

const RESULT_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // The result page is no one's iframe; and its URL (with the code) goes to no one as a referrer.
  'content-security-policy': FRAME_CSP.replace('frame-ancestors *', "frame-ancestors 'none'"),
  'referrer-policy': 'no-referrer',
}

/** Whether `returnTo` is an http(s) page of the site's own origin (the only place a result may go back to). */
function isPageOf(returnTo: string, origin: string): boolean {
  try {
    const url = new URL(returnTo)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin
  } catch {
    return false
  }
}

/**
 * Social login (docs/embedded-wallet.md): start (an attempt and the provider's authorization URL),
 * the provider's callback (the code exchanged, the outcome stored, the result page answered), and
 * finish (the result link and the frame page's verifier for a session, once).
 */
export function socialRoutes(deps: FrameDeps, resultScript: string): FrameRoute[] {
  return [
    defineFrameRoute({
      method: 'POST',
      path: '/v1/social/start',
      body: startSchema,
      async handle({ body, origin }) {
        if (!(await isProjectOrigin(deps.sql, body.projectId, body.origin))) throw new FrameServerError('ORIGIN_NOT_ALLOWED')
        if (!deps.social.isConfigured(body.projectId, body.provider)) throw new FrameServerError('PROVIDER_NOT_CONFIGURED')
        if (body.returnTo !== undefined && !isPageOf(body.returnTo, body.origin)) throw new FrameServerError('RETURN_TO_NOT_ALLOWED')
        const redirectUri = `${deps.publicUrl ?? origin}${SOCIAL_CALLBACK_PATH}`
        const attempt = await createAttempt(deps.sql, { projectId: body.projectId, origin: body.origin, provider: body.provider, returnTo: body.returnTo ?? null, redirectUri, binding: body.binding }, deps.now())
        let uri: URL
        try {
          uri = await deps.social.authorizationUrl(body.projectId, body.provider, attempt)
        } catch (error) {
          deps.warn(`[frame] ${body.provider} for ${body.projectId} could not be set up`, error)
          throw new FrameServerError('PROVIDER_UNAVAILABLE')
        }
        return { status: 200, body: { uri: uri.href, attempt: attempt.id } }
      },
    }),
    defineFrameRoute({
      method: 'GET',
      path: SOCIAL_CALLBACK_PATH,
      async handle({ search }) {
        const query = callbackSchema.safeParse(Object.fromEntries(new URLSearchParams(search)))
        const attempt = query.success ? await takeAttemptByState(deps.sql, query.data.state, deps.now()) : undefined
        if (!query.success || !attempt) throw new FrameServerError('SOCIAL_STATE_INVALID')
        let outcome: Outcome
        if (query.data.error !== undefined || query.data.code === undefined) {
          outcome = { error: errorCode(query.data.error ?? 'invalid_request') }
        } else {
          try {
            const callbackUrl = new URL(`${attempt.redirectUri}${search}`)
            outcome = { identity: await deps.social.identify(attempt.projectId, attempt.provider as SocialProviderId, callbackUrl, attempt) }
          } catch (error) {
            deps.warn(`[frame] the ${attempt.provider} sign-in for ${attempt.projectId} failed`, error)
            outcome = { error: 'server_error' }
          }
        }
        const result = await storeOutcome(deps.sql, attempt.id, outcome)
        const frameOrigin = new URL(attempt.redirectUri).origin
        const payload = result === undefined
          ? { error: 'error' in outcome ? outcome.error : 'server_error' }
          : { resultUri: `${frameOrigin}${SOCIAL_RESULT_PATH}?${new URLSearchParams({ attempt: attempt.id, result })}` }
        return { status: 200, headers: RESULT_PAGE_HEADERS, raw: socialResultPage({ siteOrigin: attempt.origin, returnTo: attempt.returnTo, payload }) }
      },
    }),
    defineFrameRoute({
      method: 'GET',
      path: SOCIAL_RESULT_SCRIPT_PATH,
      async handle() {
        return { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, raw: resultScript }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/social/finish',
      body: finishSchema,
      async handle({ body }) {
        const now = deps.now()
        const taken = await takeResult(deps.sql, body, now)
        if (!taken.ok) throw new FrameServerError(taken.reason === 'expired' ? 'SOCIAL_ATTEMPT_EXPIRED' : taken.reason === 'used' ? 'SOCIAL_RESULT_USED' : 'SOCIAL_RESULT_INVALID')
        return { status: 200, body: await openIdentitySession(deps.sql, taken.identity, now) }
      },
    }),
  ]
}
