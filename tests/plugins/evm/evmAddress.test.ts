import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from '../../../plugins/evm/evmAddress.js'

const HEX = '0123456789abcdefABCDEF'
const hexDigits = (length: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: length, maxLength: length })
const prefix = fc.constantFrom('', '0x')

describe('isEvmAddress', () => {
  it.each([
    '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
    '742d35Cc6634C0532925a3b844Bc454e4438f44e',
    '0x0000000000000000000000000000000000000000',
    '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF',
  ])('rule: 40 hex digits with or without 0x are an address (%s)', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it.each([
    ['39 digits', '0x742d35Cc6634C0532925a3b844Bc454e4438f44'],
    ['41 digits', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e1'],
    ['a non-hex digit', '0x742d35Cc6634C0532925a3b844Bc454e4438f44g'],
    ['an upper-case 0X prefix', '0X742d35Cc6634C0532925a3b844Bc454e4438f44e'],
    ['a doubled prefix', '0x0x742d35Cc6634C0532925a3b844Bc454e4438f4'],
    ['surrounding spaces', ' 0x742d35Cc6634C0532925a3b844Bc454e4438f44e '],
    ['a trailing newline', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e\n'],
    ['the bare prefix', '0x'],
    ['the empty string', ''],
  ])('rule: %s is not an address', (_case, value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it.each([[undefined], [null], [0x742d35], [['0x742d35Cc6634C0532925a3b844Bc454e4438f44e']]])(
    'rule: a non-string (%j) is not an address',
    (value) => {
      expect(isEvmAddress(value)).toBe(false)
    },
  )

  it('property: every 40-hex-digit string, prefixed or not, is accepted', () => {
    fc.assert(fc.property(prefix, hexDigits(40), (p, digits) => {
      expect(isEvmAddress(p + digits)).toBe(true)
    }))
  })

  it('property: any other number of hex digits is rejected', () => {
    const length = fc.integer({ min: 0, max: 80 }).filter((n) => n !== 40)
    fc.assert(fc.property(prefix, length.chain(hexDigits), (p, digits) => {
      expect(isEvmAddress(p + digits)).toBe(false)
    }))
  })

  it('property: one character outside the hex alphabet anywhere makes it invalid', () => {
    const outsider = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !HEX.includes(c))
    fc.assert(fc.property(prefix, hexDigits(40), fc.nat(39), outsider, (p, digits, at, c) => {
      expect(isEvmAddress(p + digits.slice(0, at) + c + digits.slice(at + 1))).toBe(false)
    }))
  })
})
