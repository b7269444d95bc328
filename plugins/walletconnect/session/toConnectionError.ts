import { ConnectionError, isPorticoError } from 'portico/core'

/** EIP-1193's 4001 and WalletConnect's USER_REJECTED family (5000 to 5003): the visitor said no. */
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002, 5003])

function codeOf(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'number' ? code : undefined
}

/** The SDK's or wallet's own message, cut short: text from outside, for `details` only. */
export function messageOf(error: unknown): string | undefined {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  return typeof message === 'string' && message ? message.slice(0, 200) : undefined
}

export function isUserRejection(error: unknown): boolean {
  const code = codeOf(error)
  return code !== undefined && REJECTION_CODES.has(code)
}

/**
 * A failed pairing as SPEC section 8 says it: the wallet's refusal is 'Connection rejected',
 * anything else 'Failed to connect', the SDK's error kept as `cause`. A ConnectionError passes
 * through (the plugin's own time-out and abort already are one).
 */
export function toConnectionError(error: unknown): ConnectionError {
  if (error instanceof ConnectionError) return error
  if (isUserRejection(error)) return new ConnectionError('CONNECTION_REJECTED', { details: messageOf(error), cause: error })
  const details = isPorticoError(error) ? error.shortMessage : messageOf(error)
  return new ConnectionError('FAILED_TO_CONNECT', { ...(details ? { details } : {}), cause: error })
}
