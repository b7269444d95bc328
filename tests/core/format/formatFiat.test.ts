import { describe, expect, it } from 'vitest'
import { formatFiat } from '../../../core/format/formatFiat.js'
import { formatErrorCode } from './formatErrorCode.js'

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
