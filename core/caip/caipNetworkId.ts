import { ChainError } from '../errors/ChainError.js'
import { describeReceived } from '../format/describeInput.js'
import type { CaipNetworkId } from '../types/network.js'

export interface ParsedCaipNetworkId {
  namespace: string
  /** The chain id inside its namespace, e.g. the `1` of DEFAULT_CHAIN_ID. */
  reference: string
}

/**
 * Splits a two-part network id (`namespace:reference`, CAIP-2). SPEC section 5: exactly two
 * non-empty parts, else 'Invalid CAIP-2 network id'. Takes `unknown` because ids also arrive from
 * wallets and frame messages, where a cast would hide a wrong type.
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) {
    throw new ChainError('INVALID_CAIP2_NETWORK_ID', { details: describeReceived(value) })
  }
  return { namespace, reference }
}

/** Whether `value` is a two-part network id, for places that branch instead of throwing. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

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
