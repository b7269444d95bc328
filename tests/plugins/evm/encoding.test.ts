import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseQuantity, toCaipChainId, toQuantity } from '../../../plugins/evm/encoding.js'

describe('toCaipChainId', () => {
  it.each([
    ['0x1', 'eip155:1'], ['0xa', 'eip155:10'], ['0x2105', 'eip155:8453'], ['0x4e454152', 'eip155:1313161554'],
    [137, 'eip155:137'], ['137', 'eip155:137'],
  ])('rule: %j is %s', (value, expected) => {
    expect(toCaipChainId(value)).toBe(expected)
  })

  it.each([['0x'], ['0x0'], [0], [-1], [1.5], ['1e3'], ['0xzz'], [null], [{}], [`0x${'f'.repeat(65)}`]])('rule: %j is no chain id', (value) => {
    expect(toCaipChainId(value)).toBeUndefined()
  })
})

describe('quantities', () => {
  it('property: toQuantity and parseQuantity are inverse for every uint256', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
      const quantity = toQuantity(value)
      expect(quantity).toMatch(/^0x(0|[1-9a-f][0-9a-f]*)$/)
      expect(parseQuantity(quantity)).toBe(value)
    }))
  })

  it('rule: a negative amount has no quantity', () => {
    expect(() => toQuantity(-1n)).toThrow(RangeError)
  })
})
