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
 * A positive balance below 0.001 floors to '0' as SPEC says: to 3 decimals it is nothing to spend.
 */
export function formatBalance(value: DecimalInput, options?: FormatBalanceOptions): string {
  const places = checkDecimals(options?.decimals ?? DISPLAY_RULES.balanceDecimals, Decimal.places)
  return groupThousands(Decimal.from(value).round(places, 'floor').toString())
}
