/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
const MAX_EMAIL_LENGTH = 254

/** What a browser's type=email field accepts, bounded: a local part of at most 64, a dotted domain. */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/

/** SPEC section 5: an email must be a valid email address. The same rule as react/'s email field, checked again here for a site that calls start() itself. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value)
}
