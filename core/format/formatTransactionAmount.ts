import { checkDecimals } from './checkDecimals.js'
import { Decimal, type DecimalInput } from './Decimal.js'
import { DISPLAY_RULES, localize } from './formatAmount.js'

export interface FormatAmountOptions {
  /** Fractional digits at most, 0 to 20; SPEC's 3 unless told. */
  decimals?: number
  /** A BCP 47 tag: digits, separators and signs as `Intl.NumberFormat` writes them there. */
  locale?: string
}

/**
 * A transaction amount for display (SPEC section 5: 'Transaction amounts show 3 decimals').
 * Unlike a balance, an amount says what moved, not what is left, so it is rounded to the nearest
 * (half away from zero), not floored. Grouped, trailing zeros dropped like a balance, so the two
 * read alike side by side. A non-zero amount never reads '0': below 0.001 it is '<0.001', and a
 * negative one above -0.001 is '>-0.001'.
 */
export function formatAmount(value: DecimalInput, options?: FormatAmountOptions): string {
  const places = checkDecimals(options?.decimals ?? DISPLAY_RULES.amountDecimals, Decimal.places)
  const exact = Decimal.from(value)
  const smallest = Decimal.fromUnits(1n, places)
  if (!exact.isZero() && exact.abs().compare(smallest) < 0) {
    const shown = localize(smallest.toString(), options?.locale)
    return exact.isPositive() ? `<${shown}` : `>${localize(`-${smallest.toString()}`, options?.locale)}`
  }
  return localize(exact.round(places, 'halfUp').toString(), options?.locale)
}
