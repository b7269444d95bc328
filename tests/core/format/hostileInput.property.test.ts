import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Decimal } from '../../../core/format/Decimal.js'
import { formatAmount, formatBalance, formatFiat } from '../../../core/format/formatAmount.js'
import { MAX_INPUT_LENGTH, MAX_INTEGER_DIGITS } from '../../../core/format/scanDecimal.js'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { formatUnits, parseUnits } from '../../../core/format/units.js'
import { decimal, writtenDecimal } from './arbitraries.js'
import { formatErrorCode } from './formatErrorCode.js'

/*
 * Extends format.property.test.ts and Decimal.property.test.ts (ASCII input, the display rules,
 * the round trips at ordinary sizes) with what outside input brings: unicode of every plane,
 * look-alike digits, sizes at and past the limits, and JS numbers in exponent notation.
 */

/** Every formatter run on one input; the strings they returned (errors must be coded FormatErrors). */
function formatAll(input: unknown): string[] {
  const shown: string[] = []
  const run = (call: () => string) => formatErrorCode(() => shown.push(call()))
  run(() => formatBalance(input as string))
  run(() => formatAmount(input as string))
  run(() => formatFiat(input as string))
  run(() => formatFiat(input as string, { currency: 'EUR' }))
  run(() => Decimal.from(input as string).toString())
  run(() => Decimal.from(input as string).toFixed(2))
  run(() => parseUnits(input as string, 18).toString())
  return shown
}

const BAD_OUTPUT = /NaN|Infinity|undefined|null|e[+-]?\d|^-\$?0(\.0+)?$/
// Arabic-Indic, extended Arabic-Indic, Devanagari, full-width, superscript, math bold digits; a
// full-width point and minus, a Unicode minus sign.
const LOOK_ALIKES = ['٣', '۴', '५', '５', '²', '𝟕', '．', '－', '−', '٫', '⁄']
const unicodeSpace = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2028', '\u2029', '\u3000', '\ufeff', '\u200a')

describe('formatting outside input (properties)', () => {
  it('property: any unicode text makes every formatter return clean text or throw a coded FormatError', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 15 }),
      fc.tuple(writtenDecimal(6), fc.string({ unit: 'binary', maxLength: 3 })).map(([{ text: number }, junk]) => number + junk),
    )
    fc.assert(fc.property(text, (value) => {
      for (const shown of formatAll(value)) expect(shown).not.toMatch(BAD_OUTPUT)
    }), { numRuns: 300 })
  })

  it('property: a look-alike digit, point or minus anywhere in a number is INVALID_NUMBER, never read as ASCII', () => {
    fc.assert(fc.property(writtenDecimal(6), fc.nat(), fc.constantFrom(...LOOK_ALIKES), ({ text }, n, c) => {
      const at = n % (text.length + 1)
      const value = text.slice(0, at) + c + text.slice(at)
      expect(formatErrorCode(() => Decimal.from(value))).toBe('INVALID_NUMBER')
      expect(formatErrorCode(() => parseUnits(value, 18))).toBe('INVALID_NUMBER')
    }), { numRuns: 500 })
  })

  it('property: unicode whitespace around a number is ignored, inside it is refused', () => {
    fc.assert(fc.property(writtenDecimal(8), fc.array(unicodeSpace, { minLength: 1, maxLength: 3 }), ({ text, normalized }, spaces) => {
      const around = spaces.join('')
      expect(Decimal.from(`${around}${text}${around}`).toString()).toBe(normalized)
      if (text.length > 1) expect(formatErrorCode(() => Decimal.from(`${text.slice(0, 1)}${around}${text.slice(1)}`))).toBe('INVALID_NUMBER')
    }), { numRuns: 300 })
  })

  it('property: no formatter ever shows a signed zero, NaN, Infinity or an exponent, for any value', () => {
    const value = fc.oneof(decimal, fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e99, max: 1e99 }), fc.constantFrom(-0, '-0', '-0.0000', '-0e5', '-1e-30', '-0.0001', '-0.004'))
    fc.assert(fc.property(value, (input) => {
      for (const shown of formatAll(input)) expect(shown).not.toMatch(BAD_OUTPUT)
    }), { numRuns: 500 })
  })

  it('property: a JS number from 0.001 up, in exponent notation or not, reads back as the same number', () => {
    const magnitude = fc.double({ min: 1e-3, max: 1e21, noNaN: true })
    fc.assert(fc.property(magnitude, fc.boolean(), (n, negative) => {
      const value = negative ? -n : n
      const text = Decimal.from(value).toString()
      expect(text).not.toMatch(/e/i)
      expect(Number(text)).toBe(value)
    }), { numRuns: 500 })
  })

  it('property: fromUnits and formatUnits agree exactly up to 20 decimals, and fromUnits cuts toward zero past them', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }), fc.integer({ min: 0, max: 255 }), (raw, decimals) => {
      const exact = formatUnits(raw, decimals)
      const held = Decimal.fromUnits(raw, decimals)
      if (decimals <= Decimal.places) expect(held.toString()).toBe(exact)
      else expect(held.scaled).toBe(Decimal.from(exact.replace(/(\.\d{20})\d+$/, '$1')).scaled)
      expect(Decimal.from(held.toString()).scaled).toBe(held.scaled)
    }), { numRuns: 500 })
  })

  it('property: the input length cap holds at its edge: 1,000 characters read, 1,001 are INVALID_NUMBER', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_INTEGER_DIGITS - 1 }), (wholeDigits) => {
      const body = `${'1'.repeat(wholeDigits)}.`
      const atCap = body + '0'.repeat(MAX_INPUT_LENGTH - body.length)
      expect(Decimal.from(atCap).toString()).toBe('1'.repeat(wholeDigits))
      expect(formatErrorCode(() => Decimal.from(`${atCap}0`))).toBe('INVALID_NUMBER')
    }), { numRuns: 200 })
  })

  it('property: exponents of any size are answered quickly: too large is NUMBER_TOO_LARGE, too small is zero', () => {
    const exponent = fc.oneof(fc.bigInt({ min: -(10n ** 400n), max: 10n ** 400n }), fc.bigInt({ min: -200n, max: 200n }))
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), exponent, (digit, e) => {
      const text = `${digit}e${e}`
      const code = formatErrorCode(() => Decimal.from(text))
      if (e >= BigInt(MAX_INTEGER_DIGITS)) expect(code).toBe('NUMBER_TOO_LARGE')
      else if (e < -BigInt(Decimal.places)) expect(Decimal.from(text).isZero()).toBe(true)
      else expect(Decimal.from(text).scaled).toBe(BigInt(digit) * 10n ** (BigInt(Decimal.places) + e))
    }), { numRuns: 500 })
  })

  it('property: truncateAddress never splits a character and keeps 4 leading and 6 trailing code points', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (address) => {
      const shown = truncateAddress(address)
      const points = Array.from(address)
      if (points.length <= 11) expect(shown).toBe(address)
      else expect(shown).toBe(`${points.slice(0, 4).join('')}…${points.slice(-6).join('')}`)
    }), { numRuns: 300 })
  })

  it('rule: a 10 MB number is refused at once with a short message', () => {
    const started = performance.now()
    let message = ''
    try {
      Decimal.from('9'.repeat(10_000_000))
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid number/)
    expect(message.length).toBeLessThan(200)
    expect(formatErrorCode(() => parseUnits(`0.${'0'.repeat(10_000_000)}1`, 18))).toBe('INVALID_NUMBER')
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
