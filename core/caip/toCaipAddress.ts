import type { CaipAddress } from '../types/network.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

/**
 * Builds a three-part chain address from a network id and an address. A bad network id fails with
 * 'Invalid CAIP-2 network id' (the caller passed the wrong thing), a bad address with
 * 'Invalid CAIP Address', so what the kernel stores always parses back.
 */
export function toCaipAddress(caipNetworkId: string, address: string): CaipAddress {
  parseCaipNetworkId(caipNetworkId)
  const caipAddress = `${caipNetworkId}:${address}` as CaipAddress
  parseCaipAddress(caipAddress)
  return caipAddress
}
