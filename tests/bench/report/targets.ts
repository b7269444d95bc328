import type { AppFigures } from './summarize.js'

export interface Target {
  label: string
  unit: 'kb' | 'ms' | 'mb'
  /** Met when the measured value is at most this. */
  limit: number
  measure(portico: AppFigures, baseline: AppFigures): { value: number | undefined; detail?: string }
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`)
const minus = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : a - b)

/** Portico's targets as issue 5 states them; each is judged on the figure named in its label. */
export const TARGETS: readonly Target[] = [
  {
    label: '≤ 40 KB gz of JS over the React baseline before the first open',
    unit: 'kb',
    limit: 40_000,
    measure: (p, b) => ({ value: minus(p.bytes?.load.gzip, b.bytes?.load.gzip) }),
  },
  {
    label: 'Connect button within 30 ms of bare React (cold median)',
    unit: 'ms',
    limit: 30,
    measure: (p, b) => ({ value: minus(p.buttonCold, b.buttonCold), detail: `warm: ${ms(minus(p.buttonWarm, b.buttonWarm))}` }),
  },
  {
    label: 'Start-up script time within 20 ms of bare React (cold median ScriptDuration)',
    unit: 'ms',
    limit: 20,
    measure: (p, b) => ({ value: minus(p.scriptCold, b.scriptCold), detail: `warm: ${ms(minus(p.scriptWarm, b.scriptWarm))}` }),
  },
  {
    label: '≤ 40 ms click → modal content first visible (warm p50)',
    unit: 'ms',
    limit: 40,
    measure: (p) => ({ value: p.visibleWarm.p50, detail: `p90 ${ms(p.visibleWarm.p90)}, first open after a cold load ${ms(p.visibleFirst)}` }),
  },
  {
    label: '≤ 200 ms click → modal settled (warm p50)',
    unit: 'ms',
    limit: 200,
    measure: (p) => ({ value: p.settledWarm.p50, detail: `p90 ${ms(p.settledWarm.p90)}, first open after a cold load ${ms(p.settledFirst)}` }),
  },
  {
    label: '≤ 16 ms p95 per search keystroke',
    unit: 'ms',
    limit: 16,
    measure: (p) => ({ value: p.keystroke.p95, detail: `p50 ${ms(p.keystroke.p50)}, ${p.keystroke.n} keystrokes` }),
  },
  {
    label: '≤ 3 MB of JS heap after the modal opens (after a forced GC)',
    unit: 'mb',
    limit: 3_000_000,
    measure: (p) => ({ value: p.heapOpen }),
  },
]
