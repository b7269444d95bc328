import { describe, expect, it } from 'vitest'
import { createPrng } from '../../../../services/api/registry/createPrng.js'
import { inventName, isBrandLike } from '../../../../services/api/registry/inventName.js'

describe('createPrng', () => {
  it('rule: one seed gives one sequence; another seed another', () => {
    const a = createPrng(7)
    const b = createPrng(7)
    const c = createPrng(8)
    const first = Array.from({ length: 20 }, () => a.next())
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first)
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first)
  })

  it('rule: values stay in range and spread over it', () => {
    const prng = createPrng(1)
    const counts = new Array<number>(10).fill(0)
    for (let i = 0; i < 10_000; i++) {
      const value = prng.next()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
      counts[prng.below(10)]! += 1
    }
    for (const count of counts) expect(count).toBeGreaterThan(800)
  })

  it('rule: pick refuses an empty list', () => {
    expect(() => createPrng(1).pick([])).toThrow('cannot pick from an empty list')
  })
})

describe('inventName', () => {
  it('rule: names never repeat, not even as a bare word and the same word with a suffix', () => {
    const prng = createPrng(3)
    const taken = new Set<string>()
    const names = Array.from({ length: 500 }, () => inventName(prng, taken))
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(500)
    const words = names.map((name) => name.split(' ')[0]!.toLowerCase())
    expect(new Set(words).size).toBe(500)
  })

  it('rule: brand names and words starting with a long brand are brand-like', () => {
    expect(isBrandLike('Phantom')).toBe(true)
    expect(isBrandLike('rainbowish')).toBe(true)
    expect(isBrandLike('Okx')).toBe(true)
    expect(isBrandLike('Velorin')).toBe(false)
    // Short brands only match whole words, so invented words may begin with their letters.
    expect(isBrandLike('Coreth')).toBe(false)
  })
})
