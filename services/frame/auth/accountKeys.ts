import { emailSchema } from '../frameSchemas.js'

/**
 * The key an identity's account gets when it is first linked: a verified email (trimmed and
 * lower-cased, as an email sign-in writes it), so a visitor who signs in by code and by a provider
 * that verified the same address is one visitor with one wallet; without one, `${provider}:${subject}`.
 * An unverified email is never used: anyone can claim any address at some providers.
 */
export function accountKeyOf(identity: { provider: string; subject: string; email: string | null; emailVerified: boolean }): string {
  const email = identity.emailVerified && identity.email !== null ? emailSchema.safeParse(identity.email) : undefined
  return email?.success ? email.data : `${identity.provider}:${identity.subject}`
}

/**
 * The email of an account key, or null for a `${provider}:${subject}` key: the colon after the
 * provider can never stand unquoted in an address's local part, so no such key reads as an email.
 */
export function emailOfAccount(account: string): string | null {
  return emailSchema.safeParse(account).success ? account : null
}
