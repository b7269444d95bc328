import { codedErrorClass } from 'portico/core'

/** The email login's own refusals (SPEC section 5); the cooldown's text is portico/core's ConnectionError EMAIL_COOLDOWN. */
export const emailErrors = {
  INVALID_EMAIL: 'Email must be a valid email address',
  NO_EMAIL_STARTED: 'Enter your email address first',
} as const

export const EmailError = codedErrorClass('EmailError', emailErrors)
export type EmailError = InstanceType<typeof EmailError>
export type EmailErrorCode = keyof typeof emailErrors
