import { describe, expect, it } from 'vitest'
import { groupThousands } from '../../../core/format/groupThousands.js'

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
