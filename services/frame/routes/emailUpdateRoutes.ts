import * as z from 'zod'
import { emailOfAccount } from '../auth/accountKeys.js'
import { checkCode, unlockCode } from '../auth/emailCodes.js'
import { moveIdentities } from '../auth/identities.js'
import { codeLimits, sendCodes } from '../auth/sendCodes.js'
import { moveSessions } from '../auth/sessions.js'
import { hasWallet, moveWallet } from '../auth/wallets.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { emailSchema, otpSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { requireSession } from './requireSession.js'

/** The session's email: an account without one (farcaster, a provider that verified none) has none to change. */
async function requireEmail(deps: FrameDeps, bearer: string | undefined): Promise<string> {
  const email = emailOfAccount((await requireSession(deps, bearer)).account)
  if (email === null) throw new FrameServerError('NO_EMAIL')
  return email
}

const updateSchema = z.strictObject({ newEmail: emailSchema })
const otpBodySchema = z.strictObject({ otp: otpSchema })

/**
 * SPEC's UpdateEmailWallet: a signed-in visitor moves the wallet to another address by proving
 * both, the current one first (a code to it, the primary) and then the new one (the secondary,
 * which cannot be tried before the primary passed). The wallet, the address's sessions and the
 * identities linked to it move together, so every signed-in browser stays signed in, under the new
 * address, and a social sign-in linked to the old address still reaches the wallet.
 */
export function emailUpdateRoutes(deps: FrameDeps): FrameRoute[] {
  return [
    defineFrameRoute({
      method: 'POST',
      path: '/v1/email/update',
      body: updateSchema,
      async handle({ body, bearer, clientAddress }) {
        const email = await requireEmail(deps, bearer)
        if (body.newEmail === email) throw new FrameServerError('SAME_EMAIL')
        if (await hasWallet(deps.sql, body.newEmail)) throw new FrameServerError('EMAIL_IN_USE')
        await sendCodes(deps, codeLimits(`update:${email}`, clientAddress, deps.codeIntervalMs), [
          { purpose: 'update-primary', email, to: email, target: body.newEmail },
          { purpose: 'update-secondary', email, to: body.newEmail, target: body.newEmail, unlocked: false },
        ])
        return { status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/email/update/primary',
      body: otpBodySchema,
      async handle({ body, bearer }) {
        const email = await requireEmail(deps, bearer)
        const checked = await checkCode(deps.sql, { purpose: 'update-primary', email, otp: body.otp, now: deps.now() }, (tx) =>
          unlockCode(tx, 'update-secondary', email))
        if (!checked.ok) throw new FrameServerError(checked.error)
        return { status: 200, body: { action: 'VERIFY_SECONDARY_OTP' } }
      },
    }),
    defineFrameRoute({
      method: 'POST',
      path: '/v1/email/update/secondary',
      body: otpBodySchema,
      async handle({ body, bearer }) {
        const email = await requireEmail(deps, bearer)
        const checked = await checkCode(deps.sql, { purpose: 'update-secondary', email, otp: body.otp, now: deps.now() }, async (tx, code) => {
          const newEmail = code.target!
          // Checked again here: the new address may have made a wallet of its own since the start.
          if (await hasWallet(tx, newEmail)) throw new FrameServerError('EMAIL_IN_USE')
          await moveWallet(tx, email, newEmail)
          await moveSessions(tx, email, newEmail)
          await moveIdentities(tx, email, newEmail)
          return newEmail
        })
        if (!checked.ok) throw new FrameServerError(checked.error)
        return { status: 200, body: { email: checked.value } }
      },
    }),
  ]
}
