import type { WalletTransaction } from './ChainBackend.js'
import { invalidParams } from './WalletRpcError.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/
const QUANTITY = /^0x[0-9a-fA-F]+$/

export interface ParsedTransaction {
  from: string
  transaction: WalletTransaction
  chainId: number | undefined
}

/**
 * The one parameter of eth_sendTransaction (EIP-1474), checked field by field: 'to' and 'from'
 * are 0x addresses, 'data' is 0x hex (SPEC section 5's call rules), amounts are hex quantities.
 */
export function parseTransactionParams(params: unknown): ParsedTransaction {
  const [raw] = Array.isArray(params) ? params : []
  if (!raw || typeof raw !== 'object') throw invalidParams('eth_sendTransaction expects one transaction object.')
  const fields = raw as Record<string, unknown>
  const from = fields.from
  if (typeof from !== 'string' || !ADDRESS.test(from)) throw invalidParams('"from" must be a 0x-prefixed address.')
  const to = fields.to
  if (to !== undefined && to !== null && (typeof to !== 'string' || !ADDRESS.test(to))) throw invalidParams('"to" must be a 0x-prefixed address.')
  const data = fields.data ?? fields.input
  if (data !== undefined && (typeof data !== 'string' || !HEX_DATA.test(data))) throw invalidParams('"data" must be 0x-prefixed hex bytes.')
  if (!to && !data) throw invalidParams('a transaction needs "to", or "data" that creates a contract.')

  const nonce = quantity(fields, 'nonce')
  const chainId = quantity(fields, 'chainId')
  return {
    from,
    chainId: chainId === undefined ? undefined : Number(chainId),
    transaction: {
      to: typeof to === 'string' ? to : undefined,
      value: quantity(fields, 'value'),
      data: typeof data === 'string' ? data : undefined,
      gasLimit: quantity(fields, 'gas') ?? quantity(fields, 'gasLimit'),
      gasPrice: quantity(fields, 'gasPrice'),
      maxFeePerGas: quantity(fields, 'maxFeePerGas'),
      maxPriorityFeePerGas: quantity(fields, 'maxPriorityFeePerGas'),
      nonce: nonce === undefined ? undefined : Number(nonce),
    },
  }
}

function quantity(fields: Record<string, unknown>, name: string): bigint | undefined {
  const value = fields[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalidParams(`"${name}" must be a 0x-prefixed hex quantity.`)
  return BigInt(value)
}
