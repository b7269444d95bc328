import fc from 'fast-check'
import { Decimal } from '../../../core/format/Decimal.js'

const digit = fc.constantFrom(...'0123456789')

/** A plain decimal string and the one spelling Decimal.toString must give back for it. */
export interface WrittenDecimal {
  text: string
  normalized: string
  negative: boolean
  whole: string
  fraction: string
}

/** A decimal string with up to `maxFraction` fractional digits, leading zeros and a sign now and then. */
export function writtenDecimal(maxFraction = 20): fc.Arbitrary<WrittenDecimal> {
  return fc
    .record({
      negative: fc.boolean(),
      zeros: fc.nat(3),
      whole: fc.bigInt({ min: 0n, max: 10n ** 40n }),
      fraction: fc.string({ unit: digit, maxLength: maxFraction }),
    })
    .map(({ negative, zeros, whole, fraction }) => {
      const text = `${negative ? '-' : ''}${'0'.repeat(zeros)}${whole}${fraction === '' ? '' : `.${fraction}`}`
      const trimmed = fraction.replace(/0+$/, '')
      const unsigned = trimmed === '' ? `${whole}` : `${whole}.${trimmed}`
      const normalized = unsigned === '0' ? '0' : `${negative ? '-' : ''}${unsigned}`
      return { text, normalized, negative, whole: whole.toString(), fraction }
    })
}

/** Scaled values from tiny to well past any balance, so every size of number comes up. */
export const scaled = fc.oneof(
  fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
  fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }),
  fc.bigInt({ min: -1000n, max: 1000n }),
)

export const decimal = scaled.map((value) => Decimal.fromScaled(value))

/** Strings made of the characters numbers are made of, so near-misses of the grammar come up often. */
export const numberish = fc.string({ unit: fc.constantFrom(...'0159.eE-+ x,_'), maxLength: 24 })

/** Anything a caller could pass by mistake, next to near-numbers and every kind of JS number. */
export const anyInput = fc.oneof(numberish, fc.string(), fc.double(), fc.bigInt(), fc.anything())
