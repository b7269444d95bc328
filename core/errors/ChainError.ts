import { codedErrorClass } from './PorticoError.js'

/** SPEC section 8, errors from chains and wallets, and the CAIP texts of section 5. */
export const chainErrors = {
  INVALID_CAIP_ADDRESS: 'Invalid CAIP Address',
  INVALID_CAIP10_ADDRESS: 'Invalid CAIP-10 address',
  INVALID_CAIP2_NETWORK_ID: 'Invalid CAIP-2 network id',
  UNRECOGNIZED_CHAIN: 'Unrecognized chain',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  USER_REJECTED: 'User rejected the request',
  SWITCH_REJECTED: 'You declined the network switch',
  INTERNAL_ERROR: 'Internal JSON-RPC error',
  MULTICALL_MISMATCH: 'multicall results mismatch',
} as const

/** The wallet RPC codes SPEC section 8 names, mapped to their catalogue entries. */
export const RPC_ERROR_CODES = { 4902: 'UNRECOGNIZED_CHAIN', 5000: 'USER_REJECTED', 32603: 'INTERNAL_ERROR', [-32603]: 'INTERNAL_ERROR' } as const

export const ChainError = codedErrorClass('ChainError', chainErrors)
export type ChainError = InstanceType<typeof ChainError>
export type ChainErrorCode = keyof typeof chainErrors
