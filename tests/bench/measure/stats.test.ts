import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimate, pairedDifferences, percentile } from './stats.js'

const ranks = (n: number) => Array.from({ length: n }, (_, index) => index + 1)

describe('estimate', () => {
  it('brackets a median of 25 samples by the 8th and 18th, the textbook ranks for 95%', () => {
    expect(estimate(ranks(25), 50)).toMatchObject({ value: 13, low: 8, high: 18, n: 25 })
  })

  it('brackets a median of 9 samples by the 2nd and 8th', () => {
    expect(estimate(ranks(9).reverse(), 50)).toMatchObject({ value: 5, low: 2, high: 8 })
  })

  it('leaves the top of a p95 unbounded when the samples are too few to bound it', () => {
    const result = estimate(ranks(40), 95)
    expect(result.value).toBe(38)
    expect(result.high).toBeUndefined()
    expect(result.low).toBeLessThan(38)
  })

  it('bounds the top of a p95 from 80 samples', () => {
    expect(estimate(ranks(80), 95)).toMatchObject({ value: 76, high: 80 })
  })

  it('estimates nothing from no samples', () => {
    expect(estimate([], 50)).toEqual({ value: undefined, low: undefined, high: undefined, q1: undefined, q3: undefined, n: 0 })
  })

  it('keeps the percentile inside its interval and the quartiles in order, for any samples', () => {
    const samples = fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 120 })
    fc.assert(fc.property(samples, fc.integer({ min: 1, max: 99 }), (values, p) => {
      const result = estimate(values, p)
      expect(result.value).toBe(percentile(values, p))
      if (result.low !== undefined) expect(result.low).toBeLessThanOrEqual(result.value!)
      if (result.high !== undefined) expect(result.high).toBeGreaterThanOrEqual(result.value!)
      expect(result.q1!).toBeLessThanOrEqual(result.q3!)
    }))
  })

  it('covers the true median about 95% of the time', () => {
    // Uniform samples on [0, 1): the true median is 0.5. A seeded generator keeps the test steady.
    let seed = 42
    const random = () => (seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32
    let covered = 0
    const trials = 2000
    for (let trial = 0; trial < trials; trial++) {
      const { low, high } = estimate(Array.from({ length: 25 }, random), 50)
      if (low! <= 0.5 && 0.5 <= high!) covered++
    }
    expect(covered / trials).toBeGreaterThan(0.93)
    expect(covered / trials).toBeLessThan(0.99)
  })
})

describe('pairedDifferences', () => {
  it('subtracts round by round and skips a round either side lacks', () => {
    const a = [{ round: 1, value: 10 }, { round: 2, value: 30 }, { round: 4, value: 5 }]
    const b = [{ round: 2, value: 20 }, { round: 1, value: 4 }, { round: 3, value: 9 }]
    expect(pairedDifferences(a, b)).toEqual([6, 10])
  })
})
