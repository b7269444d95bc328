import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from '../../../core/format/units.js'
import { formatErrorCode } from './formatErrorCode.js'

const MAX_UINT256 = 2n ** 256n - 1n

describe('formatUnits', () => {
  it.each([
    [0n, 18, '0'],
    [1n, 18, '0.000000000000000001'],
    [1500000000000000000n, 18, '1.5'],
    [-1500000000000000000n, 18, '-1.5'],
    [10n ** 18n, 18, '1'],
    [123n, 0, '123'],
    [-1n, 1, '-0.1'],
    [1n, 24, '0.000000000000000000000001'],
    [1234567n, 6, '1.234567'],
    [MAX_UINT256, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('rule: raw %s with %s decimals is exactly %s, every digit kept, no trailing zeros', (raw, decimals, expected) => {
    expect(formatUnits(raw, decimals)).toBe(expected)
  })

  it.each([256, -1, 1.5, NaN, Infinity, '18'])('rule: %s decimals is INVALID_DECIMALS', (decimals) => {
    expect(formatErrorCode(() => formatUnits(1n, decimals as number))).toBe('INVALID_DECIMALS')
  })

  it.each([1, '1', null, undefined])('rule: a raw amount %s that is not a bigint is INVALID_NUMBER', (raw) => {
    expect(formatErrorCode(() => formatUnits(raw as never, 18))).toBe('INVALID_NUMBER')
  })
})

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
