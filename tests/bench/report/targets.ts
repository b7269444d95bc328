import { estimate, pairedDifferences, type Estimate } from '../measure/stats.js'
import type { AppFigures } from './summarize.js'

export interface Target {
  label: string
  unit: 'kb' | 'ms' | 'mb'
  /** Met when the measured value is at most this. */
  limit: number
  /** The figure judged, with a 95% interval where it is a timing (bytes are exact). */
  measure(portico: AppFigures, baseline: AppFigures): { value: Estimate | number | undefined; detail?: string }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`)

export type RoundSamples = 'buttonCold' | 'scriptCold' | 'scriptColdCpu' | 'buttonWarm' | 'scriptWarm' | 'scriptWarmCpu'

/** The median of Portico's round-by-round differences from the baseline. */
export const paired = (p: AppFigures, b: AppFigures, samples: RoundSamples) => estimate(pairedDifferences(p.samples[samples], b.samples[samples]), 50)

/**
 * Portico's targets as issues 5 and 34 state them (34 tightened the open's: first visible 40 → 30
 * ms, settled 200 → 160 ms, and added the first open's bytes); each is judged on the figure named
 * in its label.
 * Differences from bare React are taken round by round (the two load the page in turn), so a
 * slow spell of the machine lands on both sides of a difference rather than on one app.
 */
export const TARGETS: readonly Target[] = [
  {
    label: '≤ 40 KB gz of JS over the React baseline before the first open',
    unit: 'kb',
    limit: 40_000,
    measure: (p, b) => ({ value: p.bytes && b.bytes ? p.bytes.load.gzip - b.bytes.load.gzip : undefined }),
  },
  {
    label: 'Connect button within 30 ms of bare React (cold, median of paired differences)',
    unit: 'ms',
    limit: 30,
    measure: (p, b) => ({ value: paired(p, b, 'buttonCold'), detail: `warm: ${ms(paired(p, b, 'buttonWarm').value)}` }),
  },
  {
    // Judged on the main thread's CPU time: on the wall clock, ScriptDuration also counts the time the
    // renderer waited for one of the two cores the browser's other processes and the driver share,
    // which is the machine's, not the app's (see "How it is measured").
    label: 'Start-up script time within 20 ms of bare React (cold ScriptDuration in main-thread CPU time, median of paired differences)',
    unit: 'ms',
    limit: 20,
    measure: (p, b) => {
      const wall = paired(p, b, 'scriptCold')
      return {
        value: paired(p, b, 'scriptColdCpu'),
        detail: `on the wall clock: ${ms(wall.value)}, 95% interval ${ms(wall.low)} to ${ms(wall.high)}; warm: ${ms(paired(p, b, 'scriptWarmCpu').value)}`,
      }
    },
  },
  {
    label: '≤ 15 KB gz of JS added by the first open (click → quiet network, the kernel\'s own start included on a first visit)',
    unit: 'kb',
    limit: 15_000,
    measure: (p) => ({ value: p.bytes?.open.gzip }),
  },
  {
    label: '≤ 30 ms click → modal content first visible (warm p50)',
    unit: 'ms',
    limit: 30,
    measure: (p) => ({ value: estimate(p.samples.visibleWarm, 50), detail: `p90 ${ms(p.visibleWarm.p90)}, first open after a cold load ${ms(p.visibleFirst)}` }),
  },
  {
    label: '≤ 160 ms click → modal settled (warm p50)',
    unit: 'ms',
    limit: 160,
    measure: (p) => ({ value: estimate(p.samples.settledWarm, 50), detail: `p90 ${ms(p.settledWarm.p90)}, first open after a cold load ${ms(p.settledFirst)}` }),
  },
  {
    label: '≤ 16 ms p95 per search keystroke',
    unit: 'ms',
    limit: 16,
    measure: (p) => ({ value: estimate(p.samples.keystroke, 95), detail: `p50 ${ms(p.keystroke.p50)}` }),
  },
  {
    label: '≤ 3 MB of JS heap after the modal opens (after a forced GC, median of cold loads)',
    unit: 'mb',
    limit: 3_000_000,
    measure: (p) => ({ value: estimate(p.samples.heapOpen, 50) }),
  },
]

export type Verdict = 'yes' | 'no' | 'not measured' | 'too close to call (the figure meets it)' | 'too close to call (the figure misses it)'

/**
 * Met or missed, said plainly only when the whole 95% interval is on one side of the limit:
 * on a shared machine a figure a few ms from its limit can land on either side from run to run.
 */
export function verdict(value: Estimate | number | undefined, limit: number): Verdict {
  if (value === undefined) return 'not measured'
  if (typeof value === 'number') return value <= limit ? 'yes' : 'no'
  if (value.value === undefined) return 'not measured'
  if (value.high !== undefined && value.high <= limit) return 'yes'
  if (value.low !== undefined && value.low > limit) return 'no'
  return value.value <= limit ? 'too close to call (the figure meets it)' : 'too close to call (the figure misses it)'
}
