import { ChainError } from '../errors/ChainError.js'
import type { CaipNetworkId } from '../types/network.js'
import { describeReceived } from './describeReceived.js'

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
