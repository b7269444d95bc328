import { codedErrorClass } from 'portico/core'

/**
 * Failures of the solana plugin that SPEC section 8 has no text for. Visitor-facing texts SPEC does
 * give (rejections, 'Chain is not supported') stay ChainError and ConnectionError.
 */
export const solanaErrors = {
  RPC_URL_MISSING: 'No RPC URL is configured for this network',
  INVALID_RPC_RESULT: 'The RPC node sent an unexpected result',
  INVALID_WALLET_RESULT: 'The wallet sent an unexpected result',
  WALLET_REQUEST_FAILED: 'The wallet could not complete the request',
  WALLET_FEATURE_MISSING: 'The wallet cannot do this',
  INVALID_SIGNATURE: 'The signature does not match the account',
  INVALID_TOKEN: 'A configured token is invalid',
  INVALID_PREFLIGHT_COMMITMENT: 'The preflight commitment is not one Solana knows',
  TRANSACTION_FAILED: 'The transaction failed',
  TRANSACTION_TIMEOUT: 'The transaction was not confirmed in time',
} as const

export const SolanaError = codedErrorClass('SolanaError', solanaErrors)
export type SolanaError = InstanceType<typeof SolanaError>
export type SolanaErrorCode = keyof typeof solanaErrors
