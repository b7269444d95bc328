import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from '../../../plugins/solana/isSolanaAddress.js'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const base58 = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...BASE58), minLength: min, maxLength: max })

describe('isSolanaAddress', () => {
  it('rule: the base58 alphabet has 58 characters and leaves out 0, O, I and l', () => {
    expect(new Set(BASE58).size).toBe(58)
    for (const c of '0OIl') expect(BASE58).not.toContain(c)
  })

  it.each([
    '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'So11111111111111111111111111111111111111112',
  ])('rule: 32 to 44 base58 characters are an address (%s)', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    ['31 characters', '1111111111111111111111111111111'],
    ['45 characters', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKvX'],
    ['a zero', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaK0'],
    ['a capital O', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKO'],
    ['a capital I', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKI'],
    ['a lower-case l', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKl'],
    ['an EVM address', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['a trailing newline', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv\n'],
    ['the empty string', ''],
  ])('rule: %s is not an address', (_case, value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it.each([[undefined], [null], [123], [{}]])('rule: a non-string (%j) is not an address', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it('rule: 32 to 44 base58 characters that do not decode to 32 bytes are no address', () => {
    // 44 characters of 'z' are far past 2^256; 32 of '2' decode to 24 bytes.
    expect(isSolanaAddress('z'.repeat(44))).toBe(false)
    expect(isSolanaAddress('2'.repeat(32))).toBe(false)
  })

  it('property: base58 strings shorter than 32 or longer than 44 are rejected', () => {
    fc.assert(fc.property(fc.oneof(base58(0, 31), base58(45, 90)), (value) => {
      expect(isSolanaAddress(value)).toBe(false)
    }))
  })

  it('property: one character outside the base58 alphabet anywhere makes it invalid', () => {
    const outsider = fc.oneof(fc.constantFrom(...'0OIl'), fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !BASE58.includes(c)))
    fc.assert(fc.property(base58(32, 44), fc.nat(), outsider, (value, n, c) => {
      const at = n % value.length
      expect(isSolanaAddress(value.slice(0, at) + c + value.slice(at + 1))).toBe(false)
    }))
  })
})
