import { LIMITS } from '../constants/limits.js'
import { checkDecimals } from './checkDecimals.js'
import { Decimal, type DecimalInput } from './Decimal.js'

/** SPEC section 5's display rules and section 9's number default, as numbers the formatters share. */
export const DISPLAY_RULES = {
  /** 'Balance display is floored to 3 decimals.' */
  balanceDecimals: 3,
  /** 'Token fiat balance uses 2 decimals'; section 9: 'Number formatting: 2 decimals default'. */
  fiatDecimals: LIMITS.numberDecimals,
  /** 'Transaction amounts show 3 decimals.' */
  amountDecimals: 3,
  /** 'Addresses are shown as 4 leading and 6 trailing characters.' */
  addressLeading: 4,
  addressTrailing: 6,
} as const

/**
 * Puts ',' between groups of three integer digits of a plain decimal string ('-1234567.5' ->
 * '-1,234,567.5'). Always en-US style, whatever the visitor's locale, so the output is the same on
 * every machine; the fraction is left untouched.
 */
export function groupThousands(plain: string): string {
  const sign = plain.startsWith('-') ? '-' : ''
  const unsigned = plain.slice(sign.length)
  const point = unsigned.indexOf('.')
  const whole = point === -1 ? unsigned : unsigned.slice(0, point)
  const rest = point === -1 ? '' : unsigned.slice(point)
  const groups: string[] = []
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end))
  return `${sign}${groups.join(',')}${rest}`
}

/**
 * A plain decimal string in the visitor's locale ('1234.5' -> '1.234,5' in 'de'), every digit kept:
 * Intl formats the string itself, never a float made of it. Without a locale, `groupThousands`.
 */
export function localize(plain: string, locale: string | undefined): string {
  if (!locale) return groupThousands(plain)
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(plain as Intl.StringNumericLiteral)
}

export interface FormatBalanceOptions {
  /** Fractional digits at most, 0 to 20; SPEC's 3 unless told. */
  decimals?: number
  /** A BCP 47 tag: digits, separators and signs as `Intl.NumberFormat` writes them there. */
  locale?: string
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
  return localize(Decimal.from(value).round(places, 'floor').toString(), options?.locale)
}

// formatAmount (transaction amounts, shown by the Activity tab) has a module of its own for the same reason.
export { formatAmount, type FormatAmountOptions } from './formatTransactionAmount.js'
// formatFiat has a module of its own: only views that show fiat use it, and a module lives in one
// chunk, so beside formatBalance (on the connect button) it would ride in every site's first JS.
export { formatFiat, type FormatFiatOptions } from './formatFiat.js'
