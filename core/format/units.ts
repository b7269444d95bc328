import { FormatError } from '../errors/FormatError.js'
import { describeInput } from './describeInput.js'
import { checkDecimals, MAX_UNIT_DECIMALS } from './checkDecimals.js'
import { scanDecimal } from './scanDecimal.js'

/**
 * A chain's raw integer amount as an exact decimal string, e.g. (1500000000000000000n, 18) ->
 * '1.5'. Every digit is kept, even past 20 places (a token may have 24 decimals); no trailing
 * zeros, no exponent, '0' for zero. For display, pass the result to a formatter.
 */
export function formatUnits(raw: bigint, decimals: number): string {
  if (typeof raw !== 'bigint') throw new FormatError('INVALID_NUMBER', { details: `${describeInput(raw)}, expected a bigint` })
  const places = checkDecimals(decimals, MAX_UNIT_DECIMALS)
  const magnitude = raw < 0n ? -raw : raw
  const unit = 10n ** BigInt(places)
  const whole = `${raw < 0n ? '-' : ''}${magnitude / unit}`
  const fraction = places === 0 ? '' : (magnitude % unit).toString().padStart(places, '0').replace(/0+$/, '')
  return fraction === '' ? whole : `${whole}.${fraction}`
}

/**
 * A decimal amount as a chain's raw integer units, exactly: ('1.5', 18) -> 1500000000000000000n.
 * It reads what Decimal.from reads (scientific notation, '.5', surrounding whitespace). An amount
 * finer than the token allows is TOO_MANY_DECIMALS rather than silently cut, because what a
 * visitor sends must be what they typed. The sign is kept; refusing negative sends is the send
 * feature's rule, not this one's.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const { negative, coefficient, exponent } = scanDecimal(value)
  const shift = exponent + checkDecimals(decimals, MAX_UNIT_DECIMALS)
  if (coefficient === 0n) return 0n
  // The coefficient has no trailing zeros, so a negative shift can never divide evenly.
  if (shift < 0) {
    throw new FormatError('TOO_MANY_DECIMALS', { details: `${describeInput(value)}, the token has ${decimals} decimals` })
  }
  const raw = coefficient * 10n ** BigInt(shift)
  return negative ? -raw : raw
}
