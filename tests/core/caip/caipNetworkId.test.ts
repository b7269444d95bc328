import { describe, expect, it } from 'vitest'
import { isCaipNetworkId, parseCaipNetworkId, toCaipNetworkId } from '../../../core/caip/caipNetworkId.js'
import { expectChainError } from './expectChainError.js'

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */
const DEFAULT_CHAIN_ID = 'eip155:1'

describe('parseCaipNetworkId', () => {
  it('rule: the default chain id eip155:1 splits into namespace and reference', () => {
    expect(parseCaipNetworkId(DEFAULT_CHAIN_ID)).toEqual({ namespace: 'eip155', reference: '1' })
  })

  it('rule: any two non-empty parts are a network id', () => {
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    ['one part', 'eip155'],
    ['three parts', `${DEFAULT_CHAIN_ID}:0xabc`],
    ['an empty namespace', ':1'],
    ['an empty reference', 'eip155:'],
    ['the empty string', ''],
    ['a lone separator', ':'],
    ['a number', 1],
    ['undefined', undefined],
    ['null', null],
  ])("rule: %s is rejected with 'Invalid CAIP-2 network id'", (_case, value) => {
    expectChainError(() => parseCaipNetworkId(value), 'INVALID_CAIP2_NETWORK_ID')
  })

  it('rule: the error names what was received', () => {
    expect(expectChainError(() => parseCaipNetworkId('eip155'), 'INVALID_CAIP2_NETWORK_ID').details).toBe('received "eip155"')
  })

  it('rule: isCaipNetworkId answers the same question without throwing', () => {
    expect(isCaipNetworkId(DEFAULT_CHAIN_ID)).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId({})).toBe(false)
  })
})

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */

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
