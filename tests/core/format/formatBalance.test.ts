import { describe, expect, it } from 'vitest'
import { Decimal } from '../../../core/format/Decimal.js'
import { formatBalance } from '../../../core/format/formatBalance.js'
import { formatErrorCode } from './formatErrorCode.js'

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
