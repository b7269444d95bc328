import { ConnectionError, isPorticoError, isUserRejection, thrownMessage } from 'portico/core'

/**
 * A failed pairing as SPEC section 8 says it: the wallet's refusal (portico/core's one rule,
 * isUserRejection) is 'Connection rejected', anything else 'Failed to connect', the SDK's error
 * kept as `cause`. A ConnectionError passes through (the plugin's own time-out and abort already
 * are one).
 */
export function toConnectionError(error: unknown): ConnectionError {
  if (error instanceof ConnectionError) return error
  if (isUserRejection(error)) return new ConnectionError('CONNECTION_REJECTED', { details: thrownMessage(error), cause: error })
  const details = isPorticoError(error) ? error.shortMessage : thrownMessage(error)
  return new ConnectionError('FAILED_TO_CONNECT', { ...(details ? { details } : {}), cause: error })
}
