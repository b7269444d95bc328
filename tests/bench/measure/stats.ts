/** The value at or below which `p` percent of the values lie (nearest rank), undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export const median = (values: readonly number[]) => percentile(values, 50)

/** A percentile with how far it can be trusted, from `n` samples. */
export interface Estimate {
  value: number | undefined
  /**
   * A 95% confidence interval for the percentile (distribution-free, from order statistics):
   * undefined at an end the samples are too few to bound, e.g. the top of a p95 from 40 samples.
   */
  low: number | undefined
  high: number | undefined
  /** The interquartile range of the samples, to show their spread. */
  q1: number | undefined
  q3: number | undefined
  n: number
}

/** P(B ≤ k) for B ~ Binomial(n, p). */
function binomialCdf(k: number, n: number, p: number): number {
  let term = (1 - p) ** n
  let sum = 0
  for (let i = 0; i <= k; i++) {
    sum += term
    term *= ((n - i) / (i + 1)) * (p / (1 - p))
  }
  return Math.min(1, sum)
}

/**
 * The `p`th percentile of `values` and a 95% interval for it. The count B of samples below the
 * true percentile is Binomial(n, p/100), so the sorted samples at ranks l and u bracket it with
 * probability P(l ≤ B < u); l and u are chosen to leave at most 2.5% on each side. Needs no
 * assumption about the shape of the timings, which on a shared machine have long tails.
 */
export function estimate(values: readonly number[], p: number): Estimate {
  const n = values.length
  const sorted = [...values].sort((a, b) => a - b)
  const q = p / 100
  let lowRank = 0
  while (lowRank < n && binomialCdf(lowRank, n, q) <= 0.025) lowRank++
  let highRank = 1
  while (highRank <= n && binomialCdf(highRank - 1, n, q) < 0.975) highRank++
  return {
    value: percentile(values, p),
    low: lowRank >= 1 ? sorted[lowRank - 1] : undefined,
    high: highRank <= n ? sorted[highRank - 1] : undefined,
    q1: percentile(values, 25),
    q3: percentile(values, 75),
    n,
  }
}

/** A sample taken in a numbered round, so that two apps' samples of one round can be paired. */
export interface RoundSample {
  round: number
  value: number
}

/**
 * `a − b` for every round both have. The apps take turns within a round, so a slow spell of
 * the machine mostly hits both sides of a pair and cancels out of the difference.
 */
export function pairedDifferences(a: readonly RoundSample[], b: readonly RoundSample[]): number[] {
  const byRound = new Map(b.map((sample) => [sample.round, sample.value]))
  return a.flatMap((sample) => {
    const other = byRound.get(sample.round)
    return other === undefined ? [] : [sample.value - other]
  })
}
