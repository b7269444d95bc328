import { describe, expect, it } from 'vitest'
import { formatUnits } from '../../../core/format/formatUnits.js'
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
