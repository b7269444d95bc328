import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from '../../../plugins/evm/evmAddress.js'

/*
 * Extends isEvmAddress.test.ts (the hex alphabet and length rules) with outside input: values of
 * every JS type, unicode look-alikes of hex digits, and sizes far past an address.
 */

const HEX = '0123456789abcdefABCDEF'
const address = fc.string({ unit: fc.constantFrom(...HEX), minLength: 40, maxLength: 40 }).map((digits) => `0x${digits}`)
// Full-width digits and letters, Arabic-Indic and Devanagari digits, Cyrillic а/е/с, a zero-width space.
const lookAlike = fc.constantFrom('０', '１', 'ａ', 'Ｆ', '٠', '٣', '०', 'а', 'е', 'с', '\u200b', '\u0301', 'x', 'X')

describe('isEvmAddress on outside input (properties)', () => {
  it('property: any value at all gets a boolean, true only for a string', () => {
    const everything = fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true })
    fc.assert(fc.property(fc.oneof(everything, address.map((value) => new String(value))), (value) => {
      const answer = isEvmAddress(value)
      expect(typeof answer).toBe('boolean')
      if (answer) expect(typeof value).toBe('string')
    }), { numRuns: 500 })
  })

  it('property: a unicode look-alike of a hex digit anywhere makes it invalid', () => {
    fc.assert(fc.property(address, fc.integer({ min: 2, max: 41 }), lookAlike, (value, at, c) => {
      expect(isEvmAddress(value.slice(0, at) + c + value.slice(at + 1))).toBe(false)
    }), { numRuns: 500 })
  })

  it('property: an address wrapped in any unicode text is invalid', () => {
    const around = fc.string({ unit: 'binary', minLength: 1, maxLength: 8 })
    fc.assert(fc.property(address, around, fc.boolean(), (value, extra, before) => {
      expect(isEvmAddress(before ? extra + value : value + extra)).toBe(false)
    }), { numRuns: 500 })
  })

  it('rule: a 10 MB string of hex digits is refused at once', () => {
    const started = performance.now()
    expect(isEvmAddress(`0x${'a'.repeat(10_000_000)}`)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
