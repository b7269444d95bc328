import { describe, expect, it } from 'vitest'
import { formatAmount } from '../../../core/format/formatAmount.js'
import { formatErrorCode } from './formatErrorCode.js'

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
