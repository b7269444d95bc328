import { codedErrorClass } from './codedErrorClass.js'

/** SPEC section 8, send errors and the toasts of the account views. */
export const sendErrors = {
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  AMOUNT_AND_RECEIVER_REQUIRED: 'An amount and receiver address are required',
  TOKEN_REQUIRED: 'A token is required',
  ACTIVE_NAMESPACE_REQUIRED: 'SendController:sendEvmToken - activeChainNamespace is required',
  TOKEN_ADDRESS_REQUIRED: 'SendController:sendERC20Token - tokenAddress is required',
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
} as const

export const SendError = codedErrorClass('SendError', sendErrors)
export type SendError = InstanceType<typeof SendError>
export type SendErrorCode = keyof typeof sendErrors
