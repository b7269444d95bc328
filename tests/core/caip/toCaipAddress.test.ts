import { describe, expect, it } from 'vitest'
import { toCaipAddress } from '../../../core/caip/toCaipAddress.js'
import { expectChainError } from './expectChainError.js'

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */
const DEFAULT_CHAIN_ID = 'eip155:1'

const EVM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

describe('toCaipAddress', () => {
  it('rule: a network id and an address build a three-part chain address', () => {
    expect(toCaipAddress(DEFAULT_CHAIN_ID, EVM)).toBe(`eip155:1:${EVM}`)
  })

  it.each([
    ['a one-part network id', 'eip155'],
    ['a three-part network id', `${DEFAULT_CHAIN_ID}:x`],
    ['an empty network id', ''],
  ])("rule: %s is refused with 'Invalid CAIP-2 network id'", (_case, caipNetworkId) => {
    expectChainError(() => toCaipAddress(caipNetworkId, EVM), 'INVALID_CAIP2_NETWORK_ID')
  })

  it.each([
    ['an empty address', ''],
    ['an address holding a separator', `${EVM}:1`],
  ])("rule: %s is refused with 'Invalid CAIP Address'", (_case, address) => {
    expectChainError(() => toCaipAddress(DEFAULT_CHAIN_ID, address), 'INVALID_CAIP_ADDRESS')
  })
})
