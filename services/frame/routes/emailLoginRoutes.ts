import * as z from 'zod'
import { checkCode } from '../auth/emailCodes.js'
import { codeLimits, sendCodes } from '../auth/sendCodes.js'
import { openSession } from '../auth/sessions.js'
import { findWallet } from '../auth/wallets.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { emailSchema, originSchema, otpSchema, projectIdSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { isProjectOrigin } from './originRoutes.js'

const startSchema = z.strictObject({ projectId: projectIdSchema, origin: originSchema, email: emailSchema })
const verifySchema = z.strictObject({ email: emailSchema, otp: otpSchema })

/**
 * Sign-in by email: a code mailed to the address (only for a page the project allows, within the
 * limits), then the code for a session token and the address's wallet, if it has one.
 */
export function emailLoginRoutes(deps: FrameDeps): FrameRoute[] {
  return [
    defineFrameRoute({
      method: 'POST',
      path: '/v1/email/start',
      body: startSchema,
      async handle({ body, clientAddress }) {
        if (!(await isProjectOrigin(deps.sql, body.projectId, body.origin))) throw new FrameServerError('ORIGIN_NOT_ALLOWED')
        await sendCodes(deps, codeLimits(`login:${body.email}`, clientAddress, deps.codeIntervalMs), [{ purpose: 'login', email: body.email, to: body.email }])
        return { status: 200, body: { action: 'VERIFY_OTP' } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/email/verify',
      body: verifySchema,
      async handle({ body }) {
        const now = deps.now()
        const checked = await checkCode(deps.sql, { purpose: 'login', email: body.email, otp: body.otp, now }, async (tx) => ({
          token: await openSession(tx, body.email, now),
          wallet: await findWallet(tx, body.email),
        }))
        if (!checked.ok) throw new FrameServerError(checked.error)
        return { status: 200, body: { token: checked.value.token, email: body.email, authProvider: 'email', wallet: checked.value.wallet } }
      },
    }),
  ]
}
