import { checkDecimals } from './checkDecimals.js'
import { Decimal, type DecimalInput } from './Decimal.js'
import { DISPLAY_RULES } from './displayRules.js'
import { groupThousands } from './groupThousands.js'

export interface FormatBalanceOptions {
  /** Fractional digits at most, 0 to 20; SPEC's 3 unless told. */
  decimals?: number
}

/**
 * A balance for display: SPEC section 5's 'floored to 3 decimals', thousands grouped, trailing
 * zeros dropped ('1,234.5', '0'). Flooring means toward -infinity for every sign, so the shown
 * value is never more than the true one: a visitor is never shown funds they do not have, and a
 * negative value is never shown smaller than it is (-0.0001 shows '-0.001', not a misleading 0).
 * A positive balance too small to show is '<0.001', so a non-empty wallet never reads '0'.
 */
export function formatBalance(value: DecimalInput, options?: FormatBalanceOptions): string {
  const places = checkDecimals(options?.decimals ?? DISPLAY_RULES.balanceDecimals, Decimal.places)
  const exact = Decimal.from(value)
  const shown = exact.round(places, 'floor')
  if (shown.isZero() && exact.isPositive()) return `<${Decimal.fromUnits(1n, places).toString()}`
  return groupThousands(shown.toString())
}
