import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { MAX_MESSAGE_BYTES } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'

/** The EVM wallet methods' params as dapps send them (EIP-1193, EIP-1474, EIP-712), each parsed before use. */

const hex = (pattern: RegExp) => z.custom<Hex>((value) => typeof value === 'string' && value.length <= MAX_MESSAGE_BYTES && pattern.test(value))
export const evmAddress = hex(/^0x[0-9a-fA-F]{40}$/)
export const quantity = hex(/^0x[0-9a-fA-F]{1,64}$/)
const bytes = hex(/^0x([0-9a-fA-F]{2})*$/)

export const transactionRequest = z.object({
  from: z.optional(evmAddress),
  to: z.optional(z.nullable(evmAddress)),
  value: z.optional(quantity),
  data: z.optional(bytes),
  input: z.optional(bytes),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
})
export type TransactionRequest = z.infer<typeof transactionRequest>

/** eth_sendTransaction and eth_signTransaction: [transaction]. */
export const transactionParams = z.tuple([transactionRequest], z.unknown())
/** eth_sendRawTransaction: [signed transaction]. */
export const rawTransactionParams = z.tuple([bytes], z.unknown())
/** personal_sign: [message, address] (a few dapps send them the other way round). */
export const personalSignParams = z.tuple([z.string().check(z.maxLength(MAX_MESSAGE_BYTES)), z.string().check(z.maxLength(MAX_MESSAGE_BYTES))], z.unknown())

const typedField = z.object({ name: z.string(), type: z.string() })
/** EIP-712 typed data; viem checks the types against the values when it hashes. */
export const typedData = z.object({
  types: z.record(z.string(), z.array(typedField)),
  primaryType: z.string(),
  domain: z.optional(z.object({
    name: z.optional(z.string()),
    version: z.optional(z.string()),
    chainId: z.optional(z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/))])),
    verifyingContract: z.optional(evmAddress),
    salt: z.optional(bytes),
  })),
  message: z.record(z.string(), z.unknown()),
})
export type TypedData = z.infer<typeof typedData>
/** eth_signTypedData_v4: [address, typed data as JSON text (or, from some libraries, the object)]. */
export const typedDataParams = z.tuple([evmAddress, z.union([z.string().check(z.maxLength(MAX_MESSAGE_BYTES)), z.record(z.string(), z.unknown())])], z.unknown())
