import { describe, expect, it } from 'vitest'
import { toCaipNetworkId } from '../../../core/caip/toCaipNetworkId.js'
import { expectChainError } from './expectChainError.js'

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */
const DEFAULT_CHAIN_ID = 'eip155:1'

describe('toCaipNetworkId', () => {
  it('rule: a namespace and a numeric chain id build the default chain id', () => {
    expect(toCaipNetworkId('eip155', 1)).toBe(DEFAULT_CHAIN_ID)
  })

  it('rule: a string reference is kept as is', () => {
    expect(toCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(toCaipNetworkId('eip155', 0)).toBe('eip155:0')
  })

  it.each([
    ['an empty namespace', '', '1'],
    ['an empty reference', 'eip155', ''],
    ['a namespace holding a separator', 'eip155:1', '1'],
    ['a reference holding a separator', 'eip155', '1:2'],
    ['a NaN chain id', 'eip155', Number.NaN],
    ['a fractional chain id', 'eip155', 1.5],
    ['a negative chain id', 'eip155', -1],
    ['an infinite chain id', 'eip155', Number.POSITIVE_INFINITY],
  ])("rule: %s is refused with 'Invalid CAIP-2 network id'", (_case, namespace, reference) => {
    expectChainError(() => toCaipNetworkId(namespace, reference), 'INVALID_CAIP2_NETWORK_ID')
  })
})
