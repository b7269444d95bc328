import { ChainError, isPorticoError, isUserRejection, RPC_ERROR_CODES, SendError } from 'portico/core'
import type { PorticoError } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { isInsufficientFunds, walletErrorCode, walletErrorMessage } from './walletErrorCode.js'

/**
 * A wallet's failed request as a coded error: a refusal (portico/core's isUserRejection, the rule
 * every chain shares) is USER_REJECTED, the other codes SPEC section 8 names map to their catalogue
 * entries, a refusal for want of funds is INSUFFICIENT_FUNDS (so it reads as such, not as an
 * internal error), anything else is WALLET_REQUEST_FAILED. The wallet's error is kept as `cause`.
 */
export function toWalletError(error: unknown, method: string): PorticoError {
  if (isPorticoError(error)) return error
  const code = walletErrorCode(error)
  const message = walletErrorMessage(error)
  const details = `${method}${code === undefined ? '' : ` (code ${code})`}${message ? `: ${message}` : ''}`
  if (isUserRejection(error)) return new ChainError('USER_REJECTED', { details, cause: error })
  if (isInsufficientFunds(error)) return new SendError('INSUFFICIENT_FUNDS', { details, cause: error })
  const known = code === undefined ? undefined : (RPC_ERROR_CODES as Readonly<Record<number, keyof typeof ChainError.messages>>)[code]
  if (known) return new ChainError(known, { details, cause: error })
  return new EvmError('WALLET_REQUEST_FAILED', { details, cause: error })
}
