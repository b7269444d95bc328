import { LIMITS } from '../constants/limits.js'
import { FormatError } from '../errors/FormatError.js'
import { checkDecimals, MAX_UNIT_DECIMALS } from './checkDecimals.js'
import { describeInput } from './describeInput.js'
import { scanDecimal } from './scanDecimal.js'

/**
 * How a value is cut to fewer places. 'floor' goes toward -infinity, 'down' toward zero,
 * 'halfUp' to the nearest and, on a tie, away from zero (-1.005 -> -1.01), as money is rounded.
 */
export type RoundingMode = 'floor' | 'down' | 'halfUp'

/**
 * What the formatters accept. A bigint is left out on purpose: a chain's raw units (wei) passed as
 * a number would show 10^18 times too much, so raw units go through `Decimal.fromUnits(raw, decimals)`.
 */
export type DecimalInput = Decimal | string | number

const PLACES = LIMITS.decimalMathPlaces
const ONE = 10n ** BigInt(PLACES)
const pow10 = (places: number) => 10n ** BigInt(places)

/**
 * An exact decimal with SPEC section 9's 20 fractional places, held as a bigint count of 10^-20.
 * Immutable. Adding and subtracting are exact; `mul` and `div` cut to 20 places toward zero, the
 * same way BigInt division does. No floating point is involved anywhere.
 */
export class Decimal {
  static readonly places = PLACES
  /** The value times 10^20. */
  readonly scaled: bigint

  private constructor(scaled: bigint) {
    this.scaled = scaled
    Object.freeze(this)
  }

  /** Reads a decimal string ('1.5', ' -.5 ', '1e-7'), a finite number, or returns a Decimal as is. Places past 20 are cut toward zero. */
  static from(value: DecimalInput): Decimal {
    if (value instanceof Decimal) return value
    const { negative, coefficient, exponent, digits } = scanDecimal(value)
    const shift = exponent + PLACES
    const magnitude = shift >= 0 ? coefficient * pow10(shift) : -shift > digits ? 0n : coefficient / pow10(-shift)
    return new Decimal(negative ? -magnitude : magnitude)
  }

  /** A chain's raw integer amount with its token's decimals (wei with 18). Places past 20 are cut toward zero. */
  static fromUnits(raw: bigint, decimals: number): Decimal {
    if (typeof raw !== 'bigint') throw new FormatError('INVALID_NUMBER', { details: `${describeInput(raw)}, expected a bigint` })
    const shift = PLACES - checkDecimals(decimals, MAX_UNIT_DECIMALS)
    return new Decimal(shift >= 0 ? raw * pow10(shift) : raw / pow10(-shift))
  }

  /** The Decimal whose `scaled` is the given bigint. */
  static fromScaled(scaled: bigint): Decimal {
    if (typeof scaled !== 'bigint') throw new FormatError('INVALID_NUMBER', { details: `${describeInput(scaled)}, expected a bigint` })
    return new Decimal(scaled)
  }

  add(other: DecimalInput): Decimal {
    return new Decimal(this.scaled + Decimal.from(other).scaled)
  }

  sub(other: DecimalInput): Decimal {
    return new Decimal(this.scaled - Decimal.from(other).scaled)
  }

  mul(other: DecimalInput): Decimal {
    return new Decimal((this.scaled * Decimal.from(other).scaled) / ONE)
  }

  /** Cuts toward zero at 20 places; dividing by zero is DIVISION_BY_ZERO, never Infinity. */
  div(other: DecimalInput): Decimal {
    const divisor = Decimal.from(other).scaled
    if (divisor === 0n) throw new FormatError('DIVISION_BY_ZERO', { details: `${this.toString()} / 0` })
    return new Decimal((this.scaled * ONE) / divisor)
  }

  compare(other: DecimalInput): -1 | 0 | 1 {
    const difference = this.scaled - Decimal.from(other).scaled
    return difference < 0n ? -1 : difference > 0n ? 1 : 0
  }

  equals(other: DecimalInput): boolean {
    return this.compare(other) === 0
  }

  isZero(): boolean {
    return this.scaled === 0n
  }

  isNegative(): boolean {
    return this.scaled < 0n
  }

  isPositive(): boolean {
    return this.scaled > 0n
  }

  neg(): Decimal {
    return new Decimal(-this.scaled)
  }

  abs(): Decimal {
    return this.scaled < 0n ? this.neg() : this
  }

  /** The value cut to `places` (0 to 20) fractional digits by `mode`. */
  round(places: number, mode: RoundingMode): Decimal {
    const unit = pow10(PLACES - checkDecimals(places, PLACES))
    let units = this.scaled / unit
    const rest = this.scaled % unit
    const away = rest < 0n ? -1n : 1n
    if (mode === 'floor' && rest < 0n) units -= 1n
    if (mode === 'halfUp' && rest * away * 2n >= unit) units += away
    return new Decimal(units * unit)
  }

  /** Exactly `places` fractional digits, rounded by `mode` ('halfUp' unless told); no exponent, ever. */
  toFixed(places: number, mode: RoundingMode = 'halfUp'): string {
    const rounded = this.round(places, mode)
    const [whole, fraction] = split(rounded.scaled)
    return places === 0 ? whole : `${whole}.${fraction.slice(0, places)}`
  }

  /** The shortest exact spelling: no exponent, no trailing zeros, '0' for zero. */
  toString(): string {
    const [whole, fraction] = split(this.scaled)
    const trimmed = fraction.replace(/0+$/, '')
    return trimmed === '' ? whole : `${whole}.${trimmed}`
  }

  /** JSON cannot hold a bigint; a Decimal goes into JSON as its exact string. */
  toJSON(): string {
    return this.toString()
  }
}

/** The signed whole part and all 20 fractional digits; zero has no sign. */
function split(scaled: bigint): [whole: string, fraction: string] {
  const magnitude = scaled < 0n ? -scaled : scaled
  const sign = scaled < 0n ? '-' : ''
  return [`${sign}${magnitude / ONE}`, (magnitude % ONE).toString().padStart(PLACES, '0')]
}
