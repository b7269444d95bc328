import * as z from 'zod/mini'
import { chainErrors } from '../errors/ChainError.js'
import type { CaipAddress, CaipNetworkId } from '../types/network.js'
import { isCaipAddress, parseCaip10Address } from './caipAddress.js'
import { isCaipNetworkId } from './caipNetworkId.js'

/*
 * The CAIP ids as zod schemas, for the schemas of what crosses a trust boundary (frame messages,
 * provider API replies, wallet answers). They apply the same rules as the parsers and carry
 * SPEC section 5's texts as their issue messages.
 */

export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, { error: chainErrors.INVALID_CAIP2_NETWORK_ID })

export const caipAddressSchema = z.custom<CaipAddress>(isCaipAddress, { error: chainErrors.INVALID_CAIP_ADDRESS })

/** A wallet's account id, held to the CAIP-10 grammar. */
export const caip10AddressSchema = z.custom<CaipAddress>((value) => {
  try {
    parseCaip10Address(value)
    return true
  } catch {
    return false
  }
}, { error: chainErrors.INVALID_CAIP10_ADDRESS })
