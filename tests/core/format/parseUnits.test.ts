import { describe, expect, it } from 'vitest'
import { parseUnits } from '../../../core/format/parseUnits.js'
import { formatErrorCode } from './formatErrorCode.js'

describe('parseUnits', () => {
  it.each([
    ['1.5', 18, 1500000000000000000n],
    ['-1.5', 18, -1500000000000000000n],
    ['0', 18, 0n],
    ['0.000', 0, 0n],
    ['.5', 1, 5n],
    [' 12 ', 0, 12n],
    ['1e3', 0, 1000n],
    ['1e-7', 7, 1n],
    ['1.10', 1, 11n],
    ['0.0000000000000000000001', 22, 1n],
    ['115792089237316195423570985008687907853269984665640564039457.584007913129639935', 18, 2n ** 256n - 1n],
  ])('rule: %j with %s decimals is exactly %s raw units', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it.each([
    ['1e-7', 6],
    ['1.23', 1],
    ['0.5', 0],
    ['1e-99999999999', 18],
  ])('rule: %j is finer than %s decimals allow and is TOO_MANY_DECIMALS, never cut', (value, decimals) => {
    expect(formatErrorCode(() => parseUnits(value, decimals))).toBe('TOO_MANY_DECIMALS')
  })

  it('rule: invalid amounts and decimals get their codes', () => {
    expect(formatErrorCode(() => parseUnits('abc', 18))).toBe('INVALID_NUMBER')
    expect(formatErrorCode(() => parseUnits('', 18))).toBe('INVALID_NUMBER')
    expect(formatErrorCode(() => parseUnits('1', 256))).toBe('INVALID_DECIMALS')
    expect(formatErrorCode(() => parseUnits('1', -1))).toBe('INVALID_DECIMALS')
    expect(formatErrorCode(() => parseUnits('1e100', 0))).toBe('NUMBER_TOO_LARGE')
  })
})
