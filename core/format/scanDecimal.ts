import { FormatError } from '../errors/FormatError.js'
import { describeInput } from './describeInput.js'

/** Longer input is refused before any work, so a hostile string cannot cost more than this. */
export const MAX_INPUT_LENGTH = 1_000
/** Digits before the point. uint256 has 78, so any real amount fits; '1e999999' does not. */
export const MAX_INTEGER_DIGITS = 100

// Sign, then digits with an optional point ('5', '5.', '5.25', '.25'), then an optional exponent.
// No nested quantifiers, so matching is linear.
const GRAMMAR = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/
// An exponent beyond this makes any non-zero value too large, or too small for every scale we use.
const EXPONENT_BOUND = 1_000_000n

/** A decimal number read exactly: ±coefficient × 10^exponent, no trailing zeros in the coefficient. */
export interface ScannedDecimal {
  negative: boolean
  coefficient: bigint
  exponent: number
  /** Digits in the coefficient; 0 for zero. */
  digits: number
}

/**
 * Reads a decimal number without rounding and without floating point: a string ('1,5' and '1 000'
 * are refused, surrounding whitespace is not), scientific notation included, or a finite JS number
 * through its shortest exact spelling. Anything else is INVALID_NUMBER; a value whose integer
 * part would pass MAX_INTEGER_DIGITS is NUMBER_TOO_LARGE.
 */
export function scanDecimal(value: unknown): ScannedDecimal {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined
  if (text === undefined || text.length > MAX_INPUT_LENGTH) {
    const why = text === undefined ? 'expected a decimal string or a finite number' : `longer than ${MAX_INPUT_LENGTH} characters`
    throw new FormatError('INVALID_NUMBER', { details: `${describeInput(value)}, ${why}` })
  }
  const match = GRAMMAR.exec(text)
  if (!match) throw new FormatError('INVALID_NUMBER', { details: describeInput(value) })
  const [, sign, whole = '', pointed, bare, exponentText = '0'] = match
  const fraction = pointed ?? bare ?? ''

  const significant = (whole + fraction).replace(/^0+/, '')
  const trimmed = significant.replace(/0+$/, '')
  if (trimmed === '') return { negative: false, coefficient: 0n, exponent: 0, digits: 0 }

  const written = BigInt(exponentText)
  const bounded = written > EXPONENT_BOUND ? EXPONENT_BOUND : written < -EXPONENT_BOUND ? -EXPONENT_BOUND : written
  const exponent = Number(bounded) - fraction.length + (significant.length - trimmed.length)
  if (trimmed.length + exponent > MAX_INTEGER_DIGITS) {
    throw new FormatError('NUMBER_TOO_LARGE', { details: `${describeInput(value)}, more than ${MAX_INTEGER_DIGITS} integer digits` })
  }
  return { negative: sign === '-', coefficient: BigInt(trimmed), exponent, digits: trimmed.length }
}
