import { codedErrorClass } from './PorticoError.js'

/**
 * SPEC section 8, send errors and the toasts of the account views; then the send checks SPEC gives
 * no text for, each saying what is wrong so the visitor can fix that field.
 */
export const sendErrors = {
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  ACTIVE_NAMESPACE_REQUIRED: 'SendController:sendEvmToken - activeChainNamespace is required',
  TOKEN_ADDRESS_REQUIRED: 'SendController:sendERC20Token - tokenAddress is required',
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  NFTS_UNAVAILABLE: 'NFTs could not be loaded',
  INVALID_RECEIVER: 'The receiver address is not valid',
  INVALID_RECEIVER_NAME: 'The receiver name is not valid',
  UNKNOWN_RECEIVER_NAME: 'No account has the name {name}',
  NAME_LOOKUP_FAILED: 'The name could not be looked up. Try again, or paste the address',
  INVALID_AMOUNT: 'The amount must be a number greater than 0',
  INSUFFICIENT_BALANCE: 'The amount is more than your {symbol} balance',
  INSUFFICIENT_FUNDS: 'Insufficient funds for the amount and network fee',
} as const

export const SendError = codedErrorClass('SendError', sendErrors)
export type SendError = InstanceType<typeof SendError>
export type SendErrorCode = keyof typeof sendErrors
