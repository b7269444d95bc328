import { FormatError } from '../errors/FormatError.js'
import { describeInput } from './describeInput.js'

/** ERC-20 `decimals()` is a uint8, so no token has more; it also bounds the powers of ten we build. */
export const MAX_UNIT_DECIMALS = 255

/** A count of decimal places, an integer from 0 to `max`; INVALID_DECIMALS otherwise. */
export function checkDecimals(value: unknown, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new FormatError('INVALID_DECIMALS', { details: `${describeInput(value)}, expected an integer from 0 to ${max}` })
  }
  return value
}
