import { codedErrorClass } from 'portico/core'

/**
 * The embedded wallet's errors that SPEC section 8 gives no text of its own (its own are
 * portico/core's EmbeddedWalletError): the frame's refusal in its own words, and a method the
 * embedded wallet does not serve, and a frame URL it cannot use.
 */
export const embeddedFrameErrors = {
  FRAME_REFUSED: '{message}',
  METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
  INVALID_FRAME_URL: '`frameUrl` must be an http or https URL',
} as const

export const EmbeddedFrameError = codedErrorClass('EmbeddedFrameError', embeddedFrameErrors)
export type EmbeddedFrameError = InstanceType<typeof EmbeddedFrameError>
export type EmbeddedFrameErrorCode = keyof typeof embeddedFrameErrors
