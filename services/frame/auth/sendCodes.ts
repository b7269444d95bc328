import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { codeMail } from '../mail/codeMail.js'
import { issueCode, sweepCodes, type CodePurpose, type IssuedCode } from './emailCodes.js'
import { releaseRateEvents, sweepRateEvents, takeRateLimits, type RateLimit } from './rateLimits.js'
import { sweepSessions } from './sessions.js'

const SECOND = 1000
const HOUR = 60 * 60 * SECOND

/**
 * The limits on sending codes (docs/embedded-wallet.md): per address and purpose, one code per
 * `intervalMs` (SPEC section 5's 30 s resend cooldown unless the server was told otherwise) and
 * 10 an hour; per client address, 30 an hour.
 */
export function codeLimits(subject: string, clientAddress: string, intervalMs: number): RateLimit[] {
  return [
    { key: subject, max: 1, windowMs: intervalMs },
    { key: subject, max: 10, windowMs: HOUR },
    { key: `ip:${clientAddress}`, max: 30, windowMs: HOUR },
  ]
}

export interface CodeToSend {
  purpose: CodePurpose
  /** The address the code is filed under (the current one, for both codes of an email change). */
  email: string
  /** Where it is mailed. */
  to: string
  target?: string
  unlocked?: boolean
}

/**
 * Counts the request against `limits`, issues each code and mails it. All or nothing: when a mail
 * cannot be sent, every code of the request is removed again (the ones they replaced come back)
 * and its places in the limits are given back, and the visitor reads 'Could not send the code'.
 */
export async function sendCodes(deps: FrameDeps, limits: readonly RateLimit[], codes: readonly CodeToSend[]): Promise<void> {
  const now = deps.now()
  await sweepRateEvents(deps.sql, now)
  await sweepCodes(deps.sql, now)
  await sweepSessions(deps.sql, now)
  const decision = await takeRateLimits(deps.sql, limits, now)
  if (!decision.allowed) {
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / SECOND))
    throw new FrameServerError('RATE_LIMITED', { params: { seconds }, headers: { 'retry-after': String(seconds) } })
  }
  const issued: IssuedCode[] = []
  try {
    for (const code of codes) {
      const { to, ...stored } = code
      const made = await issueCode(deps.sql, { ...stored, ttlMs: deps.codeTtlMs, now })
      issued.push(made)
      try {
        await deps.mailer.send(codeMail({ purpose: code.purpose, to, code: made.code, ttlMs: deps.codeTtlMs, ...(code.target ? { newEmail: code.target } : {}) }))
      } catch (error) {
        // The address stays out of the log: the error says which server refused and why.
        deps.warn('[frame] the SMTP server did not take a code mail', error)
        throw new FrameServerError('EMAIL_SEND_FAILED')
      }
    }
  } catch (error) {
    for (const made of issued.reverse()) await made.undo()
    await releaseRateEvents(deps.sql, decision.eventIds)
    throw error
  }
}
