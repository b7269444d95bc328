import { codedErrorClass } from 'portico/core'

/** The social login's configuration refusals; the visitor's failures are portico/core's ConnectionError ('Popup closed', 'Failed to initiate social connection'). */
export const socialErrors = {
  UNKNOWN_PROVIDER: 'Unknown social provider "{provider}": use google, github, apple, facebook, x or discord',
} as const

export const SocialError = codedErrorClass('SocialError', socialErrors)
export type SocialError = InstanceType<typeof SocialError>
export type SocialErrorCode = keyof typeof socialErrors
