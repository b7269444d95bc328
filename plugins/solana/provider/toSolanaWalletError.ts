import { ChainError, isPorticoError, isUserRejection, readThrown, thrownMessage, type PorticoError } from 'portico/core'
import { SolanaError } from '../SolanaError.js'

/**
 * A wallet's failed request as a coded error: a refusal (portico/core's isUserRejection: a code or,
 * since the Wallet Standard defines none, a message saying so) is USER_REJECTED; anything else
 * WALLET_REQUEST_FAILED with the wallet's error as `cause`. The plugin's own errors pass through.
 * Whatever the wallet threw (a Proxy, a throwing getter, a bare string) never makes this throw.
 */
export function toSolanaWalletError(error: unknown, what: string): PorticoError {
  if (isPorticoError(error)) return error
  const code = readThrown(error, ['code'])
  const message = thrownMessage(error)
  const details = `${what}${Number.isInteger(code) ? ` (code ${String(code)})` : ''}${message ? `: ${message}` : ''}`
  if (isUserRejection(error)) return new ChainError('USER_REJECTED', { details, cause: error })
  return new SolanaError('WALLET_REQUEST_FAILED', { details, cause: error })
}
