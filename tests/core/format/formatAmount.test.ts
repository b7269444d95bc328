import { describe, expect, it } from 'vitest'
import { Decimal } from '../../../core/format/Decimal.js'
import { groupThousands, formatAmount, formatBalance, formatFiat } from '../../../core/format/formatAmount.js'
import { formatErrorCode } from './formatErrorCode.js'

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '1,234'],
    ['123456', '123,456'],
    ['1234567', '1,234,567'],
    ['-1234567.891', '-1,234,567.891'],
    ['1234.56789', '1,234.56789'],
    ['-12.5', '-12.5'],
  ])('rule: %s is grouped en-US style as %s, the fraction untouched', (plain, expected) => {
    expect(groupThousands(plain)).toBe(expected)
  })
})

describe('formatAmount', () => {
  it.each([
    ['1.2345', '1.235'],
    ['1.2344', '1.234'],
    ['-1.2345', '-1.235'],
    ['0.9995', '1'],
    ['1234567.8915', '1,234,567.892'],
  ])('rule: a transaction amount is rounded half away from zero to 3 decimals: %s shows %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it.each([
    ['1.5', '1.5'],
    ['1.500', '1.5'],
    ['0', '0'],
    ['-0', '0'],
    ['1000', '1,000'],
  ])('rule: trailing zeros are dropped and thousands grouped: %s shows %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it.each([
    ['0.0004', '<0.001'],
    ['0.0005', '<0.001'],
    ['0.001', '0.001'],
    ['-0.0004', '>-0.001'],
    ['-0.001', '-0.001'],
  ])('rule: a non-zero amount below the smallest shown step never reads 0: %s shows %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected)
  })

  it('rule: the decimals option changes the places and the threshold', () => {
    expect(formatAmount('0.004', { decimals: 2 })).toBe('<0.01')
    expect(formatAmount('1.005', { decimals: 2 })).toBe('1.01')
    expect(formatErrorCode(() => formatAmount('1', { decimals: 21 }))).toBe('INVALID_DECIMALS')
  })

  it('rule: an invalid amount is INVALID_NUMBER', () => {
    expect(formatErrorCode(() => formatAmount('1.2.3'))).toBe('INVALID_NUMBER')
  })
})

describe('formatBalance', () => {
  it.each([
    ['1234.5678', '1,234.567'],
    ['999.9999', '999.999'],
    ['0.0019', '0.001'],
    ['-1.2345', '-1.235'],
    ['-0.0001', '-0.001'],
  ])('rule: a balance is floored (toward -infinity) to 3 decimals: %s shows %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected)
  })

  it.each([
    ['1.5', '1.5'],
    ['1.500', '1.5'],
    ['2.000', '2'],
    ['1000', '1,000'],
    ['100', '100'],
    ['1234567.1', '1,234,567.1'],
  ])('rule: trailing zeros are dropped and thousands grouped: %s shows %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected)
  })

  it.each(['0', '-0', '0.000', 0])('rule: zero (%j) shows 0', (value) => {
    expect(formatBalance(value)).toBe('0')
  })

  it.each(['0.0009', '0.00099999', '0.00000001', '1e-20'])('rule: a positive balance below 0.001 (%s) is floored to 3 decimals and shows 0', (value) => {
    expect(formatBalance(value)).toBe('0')
  })

  it('rule: raw chain units go through Decimal.fromUnits', () => {
    expect(formatBalance(Decimal.fromUnits(1234567890000000000000n, 18))).toBe('1,234.567')
    expect(formatBalance(Decimal.fromUnits(1n, 18))).toBe('0')
  })

  it('rule: a finite number is accepted', () => {
    expect(formatBalance(1234.5)).toBe('1,234.5')
  })

  it.each([
    [0, '1.9', '1'],
    [0, '0.5', '0'],
    [5, '1.234567', '1.23456'],
    [5, '0.000001', '0'],
    [5, '0.000019', '0.00001'],
  ])('rule: the decimals option (%s) changes the places floored to: %s shows %s', (decimals, value, expected) => {
    expect(formatBalance(value, { decimals })).toBe(expected)
  })

  it.each([21, -1, 1.5, NaN])('rule: decimals %s is INVALID_DECIMALS', (decimals) => {
    expect(formatErrorCode(() => formatBalance('1', { decimals }))).toBe('INVALID_DECIMALS')
  })

  it.each(['abc', '', 'NaN', NaN, Infinity])('rule: an invalid balance (%j) is INVALID_NUMBER, never NaN', (value) => {
    expect(formatErrorCode(() => formatBalance(value))).toBe('INVALID_NUMBER')
  })
})

describe('formatFiat', () => {
  it.each([
    ['1234.5', '$1,234.50'],
    ['0', '$0.00'],
    ['7', '$7.00'],
    ['1000000', '$1,000,000.00'],
    ['0.01', '$0.01'],
  ])('rule: a fiat value always shows 2 decimals: %s shows %s', (value, expected) => {
    expect(formatFiat(value)).toBe(expected)
  })

  it.each([
    ['1234.565', '$1,234.57'],
    ['1234.564999', '$1,234.56'],
    ['0.015', '$0.02'],
    ['0.014', '$0.01'],
    ['999.995', '$1,000.00'],
    ['-1.005', '-$1.01'],
  ])('rule: a fiat value is rounded half away from zero: %s shows %s', (value, expected) => {
    expect(formatFiat(value)).toBe(expected)
  })

  it.each(['0.0099', '0.005', '0.00000001'])('rule: a positive value under one cent (%s) shows <$0.01', (value) => {
    expect(formatFiat(value)).toBe('<$0.01')
  })

  it.each([
    ['-1234.5', '-$1,234.50'],
    ['-0.005', '-$0.01'],
    ['-0.004', '$0.00'],
  ])('rule: the sign goes before the symbol and a zero has none: %s shows %s', (value, expected) => {
    expect(formatFiat(value)).toBe(expected)
  })

  it.each([
    ['USD', '$1.50'],
    ['EUR', '€1.50'],
    ['eur', '€1.50'],
    ['GBP', '£1.50'],
    ['CHF', 'CHF 1.50'],
  ])('rule: the currency %s decides the prefix: 1.5 shows %s', (currency, expected) => {
    expect(formatFiat('1.5', { currency })).toBe(expected)
  })

  it('rule: USD is the default currency, and under a cent keeps the prefix of the currency', () => {
    expect(formatFiat('1.5', {})).toBe('$1.50')
    expect(formatFiat('0.001', { currency: 'CHF' })).toBe('<CHF 0.01')
  })

  it.each(['US', 'DOLLAR', '', '$$$', 'U1D', 123])('rule: the currency %j is INVALID_CURRENCY', (currency) => {
    expect(formatErrorCode(() => formatFiat('1', { currency: currency as string }))).toBe('INVALID_CURRENCY')
  })

  it('rule: an invalid value is INVALID_NUMBER', () => {
    expect(formatErrorCode(() => formatFiat('$1'))).toBe('INVALID_NUMBER')
  })
})

describe('in the visitor locale', () => {
  it("rule: a balance is grouped and pointed as the locale writes numbers, every digit kept", () => {
    expect(formatBalance('1234567.891234', { locale: 'de' })).toBe('1.234.567,891')
    expect(formatBalance('1234567.891234', { locale: 'en' })).toBe('1,234,567.891')
    expect(formatBalance('98765432109876543210.5', { locale: 'en' })).toBe('98,765,432,109,876,543,210.5')
  })

  it("rule: a locale's own digits are used where it has them", () => {
    expect(formatBalance('12.5', { locale: 'ar-EG' })).toBe(new Intl.NumberFormat('ar-EG').format(12.5))
  })

  it('rule: an amount under the smallest step still reads as less than it, in the locale', () => {
    expect(formatAmount('0.0000001', { locale: 'fr' })).toBe('<0,001')
    expect(formatAmount('-0.0000001', { locale: 'de' })).toBe('>-0,001')
  })

  it("rule: a fiat value takes the locale's currency format, two decimals, no sign on a zero", () => {
    expect(formatFiat('1234.5', { currency: 'EUR', locale: 'de' })).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5))
    expect(formatFiat('0.001', { currency: 'USD', locale: 'en' })).toBe('<$0.01')
    expect(formatFiat('-0.001', { currency: 'USD', locale: 'en' })).toBe('$0.00')
  })
})
