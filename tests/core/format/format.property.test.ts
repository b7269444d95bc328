import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Decimal } from '../../../core/format/Decimal.js'
import { formatAmount, formatBalance, formatFiat } from '../../../core/format/formatAmount.js'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { formatUnits, parseUnits } from '../../../core/format/units.js'
import { anyInput, decimal, writtenDecimal } from './arbitraries.js'
import { formatErrorCode } from './formatErrorCode.js'

/** The value a formatted string shows, read back without its grouping. */
const shownValue = (text: string) => Decimal.from(text.replace(/[$,]/g, ''))
const GROUPED = String.raw`\d{1,3}(,\d{3})*`

/** A finite JS number, as a price or a quantity from an API might be, within the 100 integer digits allowed. */
const finiteNumber = fc.double({ min: -1e99, max: 1e99, noNaN: true })
const value = fc.oneof(decimal, finiteNumber.map((n) => Decimal.from(n)))

describe('formatters (properties)', () => {
  it('property: formatBalance shows at most 3 decimals, grouped, never NaN, and never more than the true value', () => {
    fc.assert(fc.property(value, (exact) => {
      const text = formatBalance(exact)
      expect(text).toMatch(new RegExp(`^-?${GROUPED}(\\.\\d{1,3})?$`))
      const shown = shownValue(text)
      expect(shown.compare(exact)).toBeLessThanOrEqual(0)
      expect(exact.sub(shown).compare('0.001')).toBe(-1)
    }), { numRuns: 2000 })
  })

  it('property: formatAmount shows at most 3 decimals and is within half a step of the true value', () => {
    fc.assert(fc.property(value, (exact) => {
      const text = formatAmount(exact)
      expect(text).toMatch(new RegExp(`^(<0\\.001|>-0\\.001|-?${GROUPED}(\\.\\d{1,3})?)$`))
      if (text.startsWith('<') || text.startsWith('>')) expect(exact.abs().compare('0.001')).toBe(-1)
      else expect(shownValue(text).sub(exact).abs().compare('0.0005')).toBeLessThanOrEqual(0)
    }), { numRuns: 2000 })
  })

  it('property: formatFiat always shows 2 decimals and is within half a cent of the true value', () => {
    fc.assert(fc.property(value, (exact) => {
      const text = formatFiat(exact)
      expect(text).toMatch(new RegExp(`^(<\\$0\\.01|-?\\$${GROUPED}\\.\\d{2})$`))
      if (text === '<$0.01') expect(exact.isPositive() && exact.compare('0.01') < 0).toBe(true)
      else expect(shownValue(text).sub(exact).abs().compare('0.005')).toBeLessThanOrEqual(0)
    }), { numRuns: 2000 })
  })

  it('property: formatUnits(parseUnits(x, d), d) is x normalized, for any x with at most d decimals', () => {
    const withDecimals = fc.integer({ min: 0, max: 40 }).chain((decimals) => fc.tuple(fc.constant(decimals), writtenDecimal(decimals)))
    fc.assert(fc.property(withDecimals, ([decimals, written]) => {
      expect(formatUnits(parseUnits(written.text, decimals), decimals)).toBe(written.normalized)
    }), { numRuns: 1000 })
  })

  it('property: parseUnits(formatUnits(raw, d), d) gives raw back, for any raw amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: -(2n ** 256n), max: 2n ** 256n }), fc.integer({ min: 0, max: 255 }), (raw, decimals) => {
      expect(parseUnits(formatUnits(raw, decimals), decimals)).toBe(raw)
    }), { numRuns: 1000 })
  })

  it('property: no input makes any formatter throw anything but a coded FormatError', () => {
    const decimals = fc.oneof(fc.integer({ min: -2, max: 260 }), fc.anything())
    fc.assert(fc.property(anyInput, decimals, anyInput, (input, places, other) => {
      const results: unknown[] = []
      const run = (call: () => unknown) => formatErrorCode(() => results.push(call()))
      run(() => formatBalance(input as never))
      run(() => formatBalance(input as never, { decimals: places as number }))
      run(() => formatAmount(input as never, { decimals: places as number }))
      run(() => formatFiat(input as never, { currency: other as string }))
      run(() => formatFiat(input as never))
      run(() => parseUnits(input as never, places as number))
      run(() => formatUnits(input as never, places as number))
      run(() => Decimal.from('1').div(input as never).toString())
      for (const result of results) {
        if (typeof result === 'string') expect(result).not.toMatch(/NaN|Infinity|undefined|e[+-]/)
      }
      expect([undefined, 'INVALID_ADDRESS']).toContain(formatErrorCode(() => truncateAddress(input as never)))
    }), { numRuns: 2000 })
  })
})
