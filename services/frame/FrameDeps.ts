import type { Sql } from '../api/db/Sql.js'
import type { Mailer } from './mail/createMailer.js'
import type { SocialClients } from './social/createSocialClients.js'

/** What the frame's routes share: made once by startFrame, handed to each route factory. */
export interface FrameDeps {
  sql: Sql
  mailer: Mailer
  /** Epoch milliseconds; a test's clock in tests. */
  now(): number
  codeTtlMs: number
  /** The least time between two codes for one address and purpose (SPEC section 5's 30 s by default). */
  codeIntervalMs: number
  /** Each project's social providers, as PORTICO_SOCIAL_PROVIDERS configures them. */
  social: SocialClients
  /** The frame's public origin when set (behind a proxy that rewrites Host); else each request's own. */
  publicUrl: string | undefined
  /** Where a failure the visitor only sees as a short text is told whole (a mail the server refused). */
  warn(message: string, error: unknown): void
}
