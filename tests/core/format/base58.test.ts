import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../../core/format/base58.js'

describe('base58', () => {
  it('property: it writes and reads what @solana/kit writes and reads, leading zero bytes included', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      const text = encodeBase58(bytes)
      expect(text).toBe(getBase58Decoder().decode(bytes))
      expect([...decodeBase58(text)!]).toEqual([...getBase58Encoder().encode(text)])
    }), { numRuns: 300 })
  })

  it('rule: a character outside the alphabet or a text past 128 characters is no base58', () => {
    expect(decodeBase58('0OIl')).toBeUndefined()
    expect(decodeBase58('2'.repeat(129))).toBeUndefined()
    expect(decodeBase58('')).toEqual(new Uint8Array())
  })

  it('rule: a caller expecting longer texts (a message to sign) raises the limit, and long texts round-trip', () => {
    const message = new TextEncoder().encode('Hello from the Portico demo!\n\nSigning this message proves you hold the account.'.repeat(3))
    const text = encodeBase58(message)
    expect(text.length).toBeGreaterThan(128)
    expect(decodeBase58(text)).toBeUndefined()
    expect(decodeBase58(text, 4_000)).toEqual(message)
  })
})
