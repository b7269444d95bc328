import { FormatError } from '../errors/FormatError.js'
import { checkDecimals, MAX_UNIT_DECIMALS } from './checkDecimals.js'
import { describeInput } from './describeInput.js'

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
