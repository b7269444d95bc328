import { ChainError, type CaipNetworkId, type Network } from 'portico/core'

// A JSON-RPC QUANTITY: 0x and at most 64 hex digits (a uint256). Longer is hostile or broken.
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const DECIMAL = /^[0-9]{1,20}$/

/** A non-negative integer as a JSON-RPC QUANTITY ('0x0', '0x1a'). */
export function toQuantity(value: bigint | number): `0x${string}` {
  const integer = BigInt(value)
  if (integer < 0n) throw new RangeError(`a quantity cannot be negative: ${integer}`)
  return `0x${integer.toString(16)}`
}

/** A QUANTITY read from a node or a wallet; undefined when it is not one. */
export function parseQuantity(value: unknown): bigint | undefined {
  return typeof value === 'string' && QUANTITY.test(value) ? BigInt(value) : undefined
}

/**
 * A wallet's chain id (EIP-1193 `chainChanged`, `eth_chainId`) as a network id, `eip155:<decimal>`.
 * Wallets send a hex QUANTITY; a few older ones a decimal number or string. Anything else, or a
 * chain id of zero, is undefined.
 */
export function toCaipChainId(value: unknown): CaipNetworkId | undefined {
  let id: bigint | undefined
  if (typeof value === 'number' && Number.isSafeInteger(value)) id = BigInt(value)
  else if (typeof value === 'string' && DECIMAL.test(value)) id = BigInt(value)
  else id = parseQuantity(value)
  return id !== undefined && id > 0n ? `eip155:${id}` : undefined
}

/** An eip155 network's chain id, from its `eip155:<decimal>` network id. */
export function chainIdOf(network: Pick<Network, 'caipNetworkId'>): bigint {
  const match = /^eip155:([1-9][0-9]{0,19})$/.exec(network.caipNetworkId)
  if (!match) throw new ChainError('INVALID_CAIP2_NETWORK_ID', { details: `${network.caipNetworkId} is not an eip155 chain id` })
  return BigInt(match[1]!)
}
