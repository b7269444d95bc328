import type { CaipNetworkId } from 'portico/core'
import { parseQuantity } from '../hexQuantity.js'

const DECIMAL = /^[0-9]{1,20}$/

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
