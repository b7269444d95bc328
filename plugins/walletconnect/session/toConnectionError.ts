import { ConnectionError, isPorticoError, isUserRejection } from 'portico/core'

/** The SDK's or wallet's own message, cut short: text from outside, for `details` only. */
export function messageOf(error: unknown): string | undefined {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' && message ? message.slice(0, 200) : undefined
}

/**
 * A failed pairing as SPEC section 8 says it: the wallet's refusal (portico/core's one rule,
 * isUserRejection) is 'Connection rejected', anything else 'Failed to connect', the SDK's error
 * kept as `cause`. A ConnectionError passes through (the plugin's own time-out and abort already
 * are one).
 */
export function toConnectionError(error: unknown): ConnectionError {
  if (error instanceof ConnectionError) return error
  if (isUserRejection(error)) return new ConnectionError('CONNECTION_REJECTED', { details: messageOf(error), cause: error })
  const details = isPorticoError(error) ? error.shortMessage : messageOf(error)
  return new ConnectionError('FAILED_TO_CONNECT', { ...(details ? { details } : {}), cause: error })
}
