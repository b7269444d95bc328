import { getBase58Decoder } from '@solana/kit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from '../../../plugins/solana/isSolanaAddress.js'

/*
 * Extends isSolanaAddress.test.ts (the base58 alphabet and length rules) with outside input:
 * values of every JS type, unicode look-alikes, and sizes far past an address.
 */

// Real addresses: 32 random bytes in base58, written by @solana/kit's codec, not by the rule under test.
const toBase58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const address = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toBase58)
// Full-width forms, Cyrillic and Greek capitals that look Latin, a zero-width joiner, a combining mark.
const lookAlike = fc.constantFrom('Ａ', '１', 'ｚ', 'А', 'В', 'Е', 'Ο', 'Ρ', '\u200d', '\u0301', '0', 'O', 'I', 'l')

describe('isSolanaAddress on outside input (properties)', () => {
  it('property: every 32-byte public key in base58 is an address, and bytes of any other length are not', () => {
    fc.assert(fc.property(address, (value) => {
      expect(isSolanaAddress(value)).toBe(true)
    }), { numRuns: 500 })
    const otherLength = fc.uint8Array({ minLength: 20, maxLength: 40 }).filter((bytes) => bytes.length !== 32).map(toBase58)
    fc.assert(fc.property(otherLength, (value) => {
      expect(isSolanaAddress(value)).toBe(false)
    }), { numRuns: 500 })
  })

  it('property: any value at all gets a boolean, true only for a string', () => {
    const everything = fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true })
    fc.assert(fc.property(fc.oneof(everything, address.map((value) => new String(value))), (value) => {
      const answer = isSolanaAddress(value)
      expect(typeof answer).toBe('boolean')
      if (answer) expect(typeof value).toBe('string')
    }), { numRuns: 500 })
  })

  it('property: a unicode look-alike anywhere makes it invalid', () => {
    fc.assert(fc.property(address, fc.nat(), lookAlike, (value, n, c) => {
      const at = n % value.length
      expect(isSolanaAddress(value.slice(0, at) + c + value.slice(at + 1))).toBe(false)
    }), { numRuns: 500 })
  })

  it('property: an address with any whitespace or control character around it is invalid', () => {
    const space = fc.constantFrom(' ', '\t', '\n', '\r', '\u0000', '\u00a0', '\u2028', '\ufeff', '\u202e')
    fc.assert(fc.property(address, space, fc.boolean(), (value, c, before) => {
      expect(isSolanaAddress(before ? c + value : value + c)).toBe(false)
    }), { numRuns: 300 })
  })

  it('rule: a 10 MB base58 string is refused at once', () => {
    const started = performance.now()
    expect(isSolanaAddress('1'.repeat(10_000_000))).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
