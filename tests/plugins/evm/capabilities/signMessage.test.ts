import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { utf8ToHex } from '../../../../plugins/evm/capabilities/signMessage.js'

describe('utf8ToHex', () => {
  it('property: it is the hex of the UTF-8 bytes', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      expect(utf8ToHex(text)).toBe(`0x${Buffer.from(text, 'utf8').toString('hex')}`)
    }))
  })
})
