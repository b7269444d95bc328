import { ChainError, isPorticoError, type PorticoError } from 'portico/core'
import { SolanaError } from '../SolanaError.js'

/**
 * A wallet's failed request as a coded error: a refusal (4001, or a message saying so, since the
 * Wallet Standard defines no codes) is USER_REJECTED; anything else WALLET_REQUEST_FAILED with the
 * wallet's error as `cause`. The plugin's own errors pass through.
 */
export function toSolanaWalletError(error: unknown, what: string): PorticoError {
  if (isPorticoError(error)) return error
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 200)
  const details = `${what}${typeof code === 'number' ? ` (code ${code})` : ''}: ${message}`
  if (code === 4001 || /reject|denied|declined|cancel/i.test(message)) return new ChainError('USER_REJECTED', { details, cause: error })
  return new SolanaError('WALLET_REQUEST_FAILED', { details, cause: error })
}
