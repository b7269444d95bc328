import { codedErrorClass } from './PorticoError.js'

/** SPEC section 8, errors of the embedded wallet's secure frame. */
export const embeddedWalletErrors = {
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  EMAIL_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_ERROR: 'An error occurred',
} as const

export const EmbeddedWalletError = codedErrorClass('EmbeddedWalletError', embeddedWalletErrors)
export type EmbeddedWalletError = InstanceType<typeof EmbeddedWalletError>
export type EmbeddedWalletErrorCode = keyof typeof embeddedWalletErrors
