/**
 * A seeded pseudo-random generator (sfc32 over a 32-bit seed spread by splitmix32). The registry is
 * built from it, so the same seed gives the same wallets on every machine and every run.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, size). */
  below(size: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix()
  let b = splitmix()
  let c = splitmix()
  let d = splitmix()

  const nextUint = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t
  }
  const next = () => nextUint() / 4_294_967_296

  return {
    next,
    below: (size) => Math.floor(next() * size),
    pick: (items) => {
      if (items.length === 0) throw new Error('cannot pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    chance: (probability) => next() < probability,
  }
}
