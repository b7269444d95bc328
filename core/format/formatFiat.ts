import { FormatError } from '../errors/FormatError.js'
import { Decimal, type DecimalInput } from './Decimal.js'
import { describeInput } from './describeInput.js'
import { DISPLAY_RULES, groupThousands } from './formatAmount.js'

export interface FormatFiatOptions {
  /** An ISO 4217 code, any case; 'USD' unless told (SPEC section 9's default on-ramp currency). */
  currency?: string
  /** A BCP 47 tag: the symbol, its place and the separators as `Intl.NumberFormat` writes them. */
  locale?: string
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
  const code = currencyCode(options?.currency ?? 'USD')
  const places = DISPLAY_RULES.fiatDecimals
  const exact = Decimal.from(value)
  const cent = Decimal.fromUnits(1n, places)
  const write = (amount: Decimal): string => {
    if (options?.locale) {
      const format = new Intl.NumberFormat(options.locale, { style: 'currency', currency: code, minimumFractionDigits: places, maximumFractionDigits: places })
      return format.format(amount.toFixed(places) as Intl.StringNumericLiteral)
    }
    return `${amount.isNegative() ? '-' : ''}${SYMBOLS[code] ?? `${code} `}${groupThousands(amount.abs().toFixed(places))}`
  }
  if (exact.isPositive() && exact.compare(cent) < 0) return `<${write(cent)}`
  const rounded = exact.round(places, 'halfUp')
  return write(rounded.isZero() ? rounded.abs() : rounded)
}

function currencyCode(currency: unknown): string {
  if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) {
    throw new FormatError('INVALID_CURRENCY', { details: `${describeInput(currency)}, expected a three-letter ISO 4217 code` })
  }
  return currency.toUpperCase()
}
