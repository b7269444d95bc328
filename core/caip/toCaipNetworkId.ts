import { ChainError } from '../errors/ChainError.js'
import type { CaipNetworkId } from '../types/network.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/**
 * Builds a two-part network id and checks it the way parseCaipNetworkId does, so an id the kernel
 * builds always parses back. A numeric reference (a Network's `id`) must be a non-negative integer:
 * `NaN` or `1.5` would make a valid-looking but meaningless id.
 */
export function toCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  if (typeof reference === 'number' && !(Number.isSafeInteger(reference) && reference >= 0)) {
    throw new ChainError('INVALID_CAIP2_NETWORK_ID', { details: `the chain id ${reference} is not a non-negative integer` })
  }
  const id = `${namespace}:${reference}` as const
  parseCaipNetworkId(id)
  return id
}
