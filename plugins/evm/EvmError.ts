import { codedErrorClass } from 'portico/core'

/**
 * Failures of the eip155 plugin that SPEC section 8 has no text for. Visitor-facing texts that SPEC
 * does give (rejections, 'Chain is not supported', 'multicall results mismatch') stay ChainError
 * and ConnectionError; these are the plugin's own, for developers and for the send view's message.
 */
export const evmErrors = {
  RPC_URL_MISSING: 'No RPC URL is configured for this network',
  INVALID_RPC_RESULT: 'The RPC node sent an unexpected result',
  INVALID_WALLET_RESULT: 'The wallet sent an unexpected result',
  WALLET_REQUEST_FAILED: 'The wallet could not complete the request',
  WALLET_CHAIN_MISMATCH: 'The wallet is on another network',
  INVALID_TOKEN: 'A configured token is invalid',
  TRANSACTION_REVERTED: 'The transaction reverted',
  TRANSACTION_TIMEOUT: 'The transaction was not confirmed in time',
} as const

export const EvmError = codedErrorClass('EvmError', evmErrors)
export type EvmError = InstanceType<typeof EvmError>
export type EvmErrorCode = keyof typeof evmErrors
