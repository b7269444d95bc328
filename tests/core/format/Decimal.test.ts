import { describe, expect, it } from 'vitest'
import { FormatError } from '../../../core/errors/FormatError.js'
import { Decimal, type RoundingMode } from '../../../core/format/Decimal.js'
import { formatErrorCode } from './formatErrorCode.js'

describe('Decimal.from', () => {
  it.each([
    ['1.5', '1.5'],
    ['  42  ', '42'],
    ['\t\n7\n', '7'],
    ['+3', '3'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['.5', '0.5'],
    ['-.5', '-0.5'],
    ['5.', '5'],
    ['007.50', '7.5'],
    ['1e-7', '0.0000001'],
    ['1E3', '1000'],
    ['2.5e+2', '250'],
    ['-1.23e-2', '-0.0123'],
    ['.5e1', '5'],
    ['5.e-1', '0.5'],
    ['12345678901234567890.12345678901234567890', '12345678901234567890.1234567890123456789'],
  ])('rule: the decimal string %j reads as %s', (input, expected) => {
    expect(Decimal.from(input).toString()).toBe(expected)
  })

  it.each([
    ['0.123456789012345678909999', '0.1234567890123456789'],
    ['-0.999999999999999999999', '-0.99999999999999999999'],
    ['1e-21', '0'],
    ['-1e-21', '0'],
    ['1e-99999999999999', '0'],
    ['0e999999999999', '0'],
  ])('rule: places past 20 are cut toward zero: %s reads as %s', (input, expected) => {
    expect(Decimal.from(input).toString()).toBe(expected)
  })

  it.each([
    [0.1, '0.1'],
    [1234.5, '1234.5'],
    [1e21, '1000000000000000000000'],
    [-1e-7, '-0.0000001'],
    [5e-324, '0'],
    [-0, '0'],
  ])('rule: a finite number %s is read through its shortest exact spelling, as %s', (input, expected) => {
    expect(Decimal.from(input).toString()).toBe(expected)
  })

  it.each([
    'abc', '', '   ', '.', '-', '+', 'e5', '1e', '1e+', '1.2.3', '--1', '+-1', '1 000', '1,5', '1_000', '0x10',
    'NaN', 'Infinity', '-Infinity', '١٢', '½', '1'.repeat(1001),
    NaN, Infinity, -Infinity, null, undefined, {}, [], true, 10n, Symbol('x'), () => 1,
  ])('rule: %s is INVALID_NUMBER, never NaN', (input) => {
    expect(formatErrorCode(() => Decimal.from(input as never))).toBe('INVALID_NUMBER')
  })

  it.each(['1e100', '9'.repeat(101), '1e999999999999', '-1e100'])(
    'rule: %s has more than 100 integer digits and is NUMBER_TOO_LARGE',
    (input) => {
      expect(formatErrorCode(() => Decimal.from(input))).toBe('NUMBER_TOO_LARGE')
    },
  )

  it('rule: 100 integer digits are accepted, and a 1000-character input after trimming too', () => {
    expect(Decimal.from('1e99').toString()).toBe(`1${'0'.repeat(99)}`)
    expect(Decimal.from('9'.repeat(100)).toString()).toBe('9'.repeat(100))
    expect(Decimal.from(`0.${'0'.repeat(997)}1`).isZero()).toBe(true)
    expect(Decimal.from(`${' '.repeat(5000)}1${' '.repeat(5000)}`).toString()).toBe('1')
  })

  it('rule: the error names what was received, cut short, with the Invalid number text', () => {
    const error = (() => {
      try {
        Decimal.from(`abc${'x'.repeat(100)}`)
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(FormatError)
    expect(error).toMatchObject({ code: 'INVALID_NUMBER', shortMessage: 'Invalid number' })
    expect((error as FormatError).details).toContain('received "abcxxx')
    expect((error as FormatError).details!.length).toBeLessThan(120)
  })

  it('rule: a Decimal passed in is returned as is, and a Decimal is frozen', () => {
    const value = Decimal.from('1.5')
    expect(Decimal.from(value)).toBe(value)
    expect(Object.isFrozen(value)).toBe(true)
  })
})

describe('Decimal.fromUnits and fromScaled', () => {
  it.each([
    [1500000000000000000n, 18, '1.5'],
    [-5n, 1, '-0.5'],
    [123n, 0, '123'],
    [1n, 20, '0.00000000000000000001'],
    [1n, 24, '0'],
    [-1n, 21, '0'],
    [123456789n, 25, '0.00000000000000001234'],
  ])('rule: raw %s with %s decimals reads as %s, cut toward zero past 20 places', (raw, decimals, expected) => {
    expect(Decimal.fromUnits(raw, decimals).toString()).toBe(expected)
  })

  it.each([256, -1, 1.5, NaN, '18'])('rule: %s decimals is INVALID_DECIMALS', (decimals) => {
    expect(formatErrorCode(() => Decimal.fromUnits(1n, decimals as number))).toBe('INVALID_DECIMALS')
  })

  it('rule: a raw amount or a scaled value that is not a bigint is INVALID_NUMBER', () => {
    expect(formatErrorCode(() => Decimal.fromUnits(1 as never, 18))).toBe('INVALID_NUMBER')
    expect(formatErrorCode(() => Decimal.fromScaled('1' as never))).toBe('INVALID_NUMBER')
  })

  it('rule: fromScaled counts in units of 10^-20', () => {
    expect(Decimal.fromScaled(1n).toString()).toBe('0.00000000000000000001')
    expect(Decimal.fromScaled(-25n * 10n ** 19n).toString()).toBe('-2.5')
    expect(Decimal.from('1').scaled).toBe(10n ** 20n)
  })
})

describe('Decimal arithmetic', () => {
  it.each([
    ['add', '0.1', '0.2', '0.3'],
    ['add', '-1.5', '1.5', '0'],
    ['sub', '1', '0.9', '0.1'],
    ['sub', '0', '0.00000000000000000001', '-0.00000000000000000001'],
    ['mul', '1.5', '-2', '-3'],
    ['mul', '0.1', '0.1', '0.01'],
    ['mul', '1e-11', '1e-11', '0'],
    ['mul', '-1e-11', '1e-11', '0'],
    ['div', '1', '3', '0.33333333333333333333'],
    ['div', '2', '3', '0.66666666666666666666'],
    ['div', '-2', '3', '-0.66666666666666666666'],
    ['div', '10', '4', '2.5'],
    ['div', '1', '-8', '-0.125'],
  ] as const)('rule: %s of %s and %s is %s (mul and div cut toward zero at 20 places)', (operation, a, b, expected) => {
    expect(Decimal.from(a)[operation](b).toString()).toBe(expected)
  })

  it.each(['0', '0.000', '-0', '1e-21'])('rule: dividing by %s is DIVISION_BY_ZERO', (divisor) => {
    expect(formatErrorCode(() => Decimal.from('1').div(divisor))).toBe('DIVISION_BY_ZERO')
  })

  it('rule: operands may be strings, numbers or Decimals, and an invalid one is INVALID_NUMBER', () => {
    expect(Decimal.from('1').add(2).add(Decimal.from('0.5')).toString()).toBe('3.5')
    expect(formatErrorCode(() => Decimal.from('1').add('x'))).toBe('INVALID_NUMBER')
  })

  it('rule: arithmetic returns a new Decimal and never changes its operands', () => {
    const a = Decimal.from('1')
    const sum = a.add('1')
    expect(a.toString()).toBe('1')
    expect(sum).not.toBe(a)
  })

  it.each([
    ['1', '2', -1], ['2', '1', 1], ['1.50', '1.5', 0], ['-1', '-2', 1], ['0', '-0', 0], ['1e-20', '0', 1],
  ] as const)('rule: compare(%s, %s) is %s', (a, b, expected) => {
    expect(Decimal.from(a).compare(b)).toBe(expected)
    expect(Decimal.from(a).equals(b)).toBe(expected === 0)
  })

  it('rule: sign helpers, neg and abs', () => {
    expect([Decimal.from('0').isZero(), Decimal.from('-1').isNegative(), Decimal.from('1').isPositive()]).toEqual([true, true, true])
    expect([Decimal.from('0').isNegative(), Decimal.from('0').isPositive()]).toEqual([false, false])
    expect(Decimal.from('-1.5').abs().toString()).toBe('1.5')
    expect(Decimal.from('1.5').neg().toString()).toBe('-1.5')
    expect(Decimal.from('0').neg().toString()).toBe('0')
  })
})

describe('Decimal rounding and output', () => {
  it.each([
    ['1.235', 2, 'floor', '1.23'], ['1.235', 2, 'down', '1.23'], ['1.235', 2, 'halfUp', '1.24'],
    ['-1.235', 2, 'floor', '-1.24'], ['-1.235', 2, 'down', '-1.23'], ['-1.235', 2, 'halfUp', '-1.24'],
    ['1.234', 2, 'halfUp', '1.23'], ['-1.005', 2, 'halfUp', '-1.01'], ['0.005', 2, 'halfUp', '0.01'],
    ['0.00499999999999999999', 2, 'halfUp', '0'], ['-0.001', 2, 'floor', '-0.01'], ['-0.001', 2, 'down', '0'],
    ['2.5', 0, 'halfUp', '3'], ['-2.5', 0, 'halfUp', '-3'], ['1.99', 0, 'floor', '1'], ['1e-20', 20, 'floor', '0.00000000000000000001'],
  ] as const)('rule: %s rounded to %s places by %s is %s', (value, places, mode, expected) => {
    expect(Decimal.from(value).round(places, mode as RoundingMode).toString()).toBe(expected)
  })

  it.each([
    ['1.5', 3, '1.500'], ['-0.001', 2, '0.00'], ['2.5', 0, '3'], ['123', 2, '123.00'],
    ['1e-20', 20, '0.00000000000000000001'], ['0.125', 2, '0.13'], ['1e20', 1, '100000000000000000000.0'],
  ] as const)('rule: toFixed of %s to %s places is %s, half away from zero, no sign on zero, no exponent', (value, places, expected) => {
    expect(Decimal.from(value).toFixed(places)).toBe(expected)
  })

  it('rule: toFixed takes a rounding mode', () => {
    expect(Decimal.from('1.999').toFixed(2, 'floor')).toBe('1.99')
    expect(Decimal.from('-1.991').toFixed(2, 'floor')).toBe('-2.00')
  })

  it.each([21, -1, 1.5, NaN])('rule: %s places is INVALID_DECIMALS for round and toFixed', (places) => {
    expect(formatErrorCode(() => Decimal.from('1').round(places, 'floor'))).toBe('INVALID_DECIMALS')
    expect(formatErrorCode(() => Decimal.from('1').toFixed(places))).toBe('INVALID_DECIMALS')
  })

  it('rule: a Decimal goes into JSON as its exact string', () => {
    expect(JSON.stringify({ balance: Decimal.from('1.50') })).toBe('{"balance":"1.5"}')
  })
})
