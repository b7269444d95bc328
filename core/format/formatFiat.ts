import { FormatError } from '../errors/FormatError.js'
import { Decimal, type DecimalInput } from './Decimal.js'
import { describeInput } from './describeInput.js'
import { DISPLAY_RULES } from './displayRules.js'
import { groupThousands } from './groupThousands.js'

export interface FormatFiatOptions {
  /** An ISO 4217 code, any case; 'USD' unless told (SPEC section 9's default on-ramp currency). */
  currency?: string
}

// Symbols written before the amount. Any other currency is written as its code and a space
// ('CHF 12.50'), which every reader understands and needs no locale data.
const SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£' }

/**
 * A fiat value for display (SPEC section 5: 'token fiat balance uses 2 decimals'): always two
 * decimals, rounded half away from zero, grouped, the sign before the symbol ('-$1,234.50').
 * A positive value under one cent is '<$0.01' rather than '$0.00' or a rounded-up '$0.01'. A
 * negative value that rounds to zero shows '$0.00', with no sign on a zero.
 */
export function formatFiat(value: DecimalInput, options?: FormatFiatOptions): string {
  const prefix = prefixOf(options?.currency ?? 'USD')
  const places = DISPLAY_RULES.fiatDecimals
  const exact = Decimal.from(value)
  const cent = Decimal.fromUnits(1n, places)
  if (exact.isPositive() && exact.compare(cent) < 0) return `<${prefix}${cent.toFixed(places)}`
  const rounded = exact.round(places, 'halfUp')
  return `${rounded.isNegative() ? '-' : ''}${prefix}${groupThousands(rounded.abs().toFixed(places))}`
}

function prefixOf(currency: unknown): string {
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) {
    throw new FormatError('INVALID_CURRENCY', { details: `${describeInput(currency)}, expected a three-letter ISO 4217 code` })
  }
  const code = currency.toUpperCase()
  return SYMBOLS[code] ?? `${code} `
}
