import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Decimal } from '../../../core/format/Decimal.js'
import { anyInput, decimal, scaled, writtenDecimal } from './arbitraries.js'
import { formatErrorCode } from './formatErrorCode.js'

const ONE = 10n ** 20n

describe('Decimal (properties)', () => {
  it('property: any decimal string with up to 20 fractional digits reads back as its normalized spelling', () => {
    fc.assert(fc.property(writtenDecimal(20), ({ text, normalized }) => {
      expect(Decimal.from(text).toString()).toBe(normalized)
    }), { numRuns: 1000 })
  })

  it('property: the same number in scientific notation, with + and whitespace, reads the same', () => {
    fc.assert(fc.property(writtenDecimal(20), fc.nat(), ({ negative, whole, fraction, normalized }, at) => {
      // All the digits with the point moved anywhere (even to either end), the exponent moving it back.
      const digits = `${whole}${fraction}`
      const point = at % (digits.length + 1)
      const exponent = digits.length - point - fraction.length
      const text = ` ${negative ? '-' : '+'}${digits.slice(0, point)}.${digits.slice(point)}e${exponent} `
      expect(Decimal.from(text).toString()).toBe(normalized)
    }), { numRuns: 1000 })
  })

  it('property: toString then from gives the same value back, for any value', () => {
    fc.assert(fc.property(decimal, (value) => {
      const text = value.toString()
      expect(text).not.toMatch(/e|NaN|Infinity/i)
      expect(Decimal.from(text).scaled).toBe(value.scaled)
    }), { numRuns: 1000 })
  })

  it('property: add and sub are exact inverses', () => {
    fc.assert(fc.property(decimal, decimal, (a, b) => {
      expect(a.add(b).sub(b).scaled).toBe(a.scaled)
      expect(a.sub(b).add(b).scaled).toBe(a.scaled)
      expect(a.add(b).scaled).toBe(b.add(a).scaled)
    }), { numRuns: 1000 })
  })

  it('property: mul and div agree with BigInt math on the scaled integers (cut toward zero)', () => {
    fc.assert(fc.property(scaled, scaled, (x, y) => {
      const a = Decimal.fromScaled(x)
      const b = Decimal.fromScaled(y)
      expect(a.mul(b).scaled).toBe((x * y) / ONE)
      if (y === 0n) expect(formatErrorCode(() => a.div(b))).toBe('DIVISION_BY_ZERO')
      else expect(a.div(b).scaled).toBe((x * ONE) / y)
    }), { numRuns: 1000 })
  })

  it('property: compare agrees with comparing the scaled integers', () => {
    fc.assert(fc.property(scaled, scaled, (x, y) => {
      expect(Decimal.fromScaled(x).compare(Decimal.fromScaled(y))).toBe(x < y ? -1 : x > y ? 1 : 0)
    }))
  })

  it('property: floor never rises, down never grows, halfUp is within half a step, all by less than a step', () => {
    fc.assert(fc.property(decimal, fc.integer({ min: 0, max: 20 }), (value, places) => {
      const step = 10n ** BigInt(20 - places)
      const floor = value.round(places, 'floor').scaled
      const down = value.round(places, 'down').scaled
      const halfUp = value.round(places, 'halfUp').scaled
      for (const rounded of [floor, down, halfUp]) expect(rounded % step).toBe(0n)
      expect(floor <= value.scaled && value.scaled - floor < step).toBe(true)
      const abs = (n: bigint) => (n < 0n ? -n : n)
      expect(abs(down) <= abs(value.scaled) && abs(value.scaled - down) < step).toBe(true)
      expect(abs(value.scaled - halfUp) * 2n <= step).toBe(true)
      expect(value.toFixed(places)).toMatch(places === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${places}}$`))
    }), { numRuns: 1000 })
  })

  it('property: Decimal.from throws nothing but a coded FormatError, whatever it is given', () => {
    fc.assert(fc.property(anyInput, (input) => {
      const code = formatErrorCode(() => Decimal.from(input as never))
      expect([undefined, 'INVALID_NUMBER', 'NUMBER_TOO_LARGE']).toContain(code)
    }), { numRuns: 2000 })
  })
})
