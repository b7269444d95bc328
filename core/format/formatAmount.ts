import { LIMITS } from '../constants/limits.js'
import { FormatError } from '../errors/FormatError.js'
import { checkDecimals } from './checkDecimals.js'
import { Decimal, type DecimalInput } from './Decimal.js'
import { describeInput } from './describeInput.js'

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
function localize(plain: string, locale: string | undefined): string {
  if (!locale) return groupThousands(plain)
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(plain as Intl.StringNumericLiteral)
}

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
