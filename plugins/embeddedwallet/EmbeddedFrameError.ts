import { codedErrorClass } from 'portico/core'

/**
 * The embedded wallet's errors that SPEC section 8 gives no text of its own (its own are
 * portico/core's EmbeddedWalletError): the frame's refusal in its own words, and a method the
 * embedded wallet does not serve.
 */
export const embeddedFrameErrors = {
  FRAME_REFUSED: '{message}',
  METHOD_NOT_ALLOWED: 'Requested RPC call is not allowed',
} as const

export const EmbeddedFrameError = codedErrorClass('EmbeddedFrameError', embeddedFrameErrors)
export type EmbeddedFrameError = InstanceType<typeof EmbeddedFrameError>
export type EmbeddedFrameErrorCode = keyof typeof embeddedFrameErrors
