import type { BenchApp } from '../benchApps.js'
import type { ColdRun } from '../measure/coldRun.js'
import type { SearchSession } from '../measure/searchRun.js'
import { median, percentile, type RoundSample } from '../measure/stats.js'
import type { FetchedScript } from '../measure/trackNetwork.js'
import type { WarmRun } from '../measure/warmRuns.js'
import type { Sizes } from './compressedSizes.js'

/** Everything one app's runs produced, or why it could not run. */
export interface AppResult {
  app: BenchApp
  failure?: { stage: 'install' | 'build' | 'measure'; error: string }
  /** Each run with the round it was taken in: the apps take turns within a round. */
  cold: (ColdRun & { round: number })[]
  warm: (WarmRun & { round: number })[]
  search?: SearchSession
  /** Every host the app's pages asked for, over all runs. */
  hosts: Set<string>
  /** Runs that failed and are left out of the figures. */
  runErrors: string[]
}

export interface Spread {
  p50?: number
  p90?: number
  p95?: number
  n: number
}

export interface AppFigures {
  app: BenchApp
  failure?: AppResult['failure']
  bytes?: { load: Sizes; open: Sizes; all: Sizes }
  buttonCold?: number
  buttonWarm?: number
  scriptCold?: number
  scriptColdCpu?: number
  taskCold?: number
  scriptWarm?: number
  scriptWarmCpu?: number
  taskWarm?: number
  visibleWarm: Spread
  settledWarm: Spread
  visibleFirst?: number
  settledFirst?: number
  keystroke: Spread & { invalid: number; missed: number }
  heapStart?: number
  heapOpen?: number
  hosts: string[]
  notes: string[]
  /** The runs' raw figures, for the targets' intervals and for pairing with the baseline. */
  samples: Samples
}

export interface Samples {
  buttonCold: RoundSample[]
  scriptCold: RoundSample[]
  scriptColdCpu: RoundSample[]
  buttonWarm: RoundSample[]
  scriptWarm: RoundSample[]
  scriptWarmCpu: RoundSample[]
  visibleWarm: number[]
  settledWarm: number[]
  keystroke: number[]
  heapOpen: number[]
}

const spread = (values: number[]): Spread => ({ p50: median(values), p90: percentile(values, 90), p95: percentile(values, 95), n: values.length })
const defined = <T>(values: (T | undefined)[]) => values.filter((value): value is T => value !== undefined)

/** Medians and percentiles of an app's runs; byte sizes from its first cold visit and its search visit. */
export async function summarize(result: AppResult, sizeOf: (scripts: readonly FetchedScript[]) => Promise<Sizes>): Promise<AppFigures> {
  const { cold, warm, search } = result
  const notes: string[] = []
  // With no cold visit there is nothing to report: the failed runs say why.
  const failure = result.failure ?? (result.cold.length === 0 ? { stage: 'measure' as const, error: result.runErrors.join('\n\n') || 'no run completed' } : undefined)
  const samples: Samples = {
    buttonCold: cold.map((run) => ({ round: run.round, value: run.buttonMs })),
    scriptCold: cold.map((run) => ({ round: run.round, value: run.scriptMs })),
    scriptColdCpu: cold.map((run) => ({ round: run.round, value: run.scriptCpuMs })),
    buttonWarm: warm.map((run) => ({ round: run.round, value: run.buttonMs })),
    scriptWarm: warm.map((run) => ({ round: run.round, value: run.scriptMs })),
    scriptWarmCpu: warm.map((run) => ({ round: run.round, value: run.scriptCpuMs })),
    visibleWarm: defined(warm.map((run) => run.open?.visibleMs)),
    settledWarm: defined(warm.map((run) => run.open?.settledMs)),
    keystroke: [],
    heapOpen: defined(cold.map((run) => run.open?.heap)),
  }
  const figures: AppFigures = {
    app: result.app,
    ...(failure ? { failure } : {}),
    visibleWarm: spread(samples.visibleWarm),
    settledWarm: spread(samples.settledWarm),
    keystroke: { n: 0, invalid: 0, missed: 0 },
    hosts: [...result.hosts].sort(),
    notes,
    samples,
  }
  const first = cold[0]
  if (first) {
    const phase = (name: FetchedScript['phase']) => first.scripts.filter((script) => script.phase === name)
    // Every cold visit should fetch the same scripts at each step: a difference means it took another path.
    const urls = (run: ColdRun, name: FetchedScript['phase']) => run.scripts.filter((script) => script.phase === name).map((script) => script.url).sort().join()
    if (cold.some((run) => urls(run, 'load') !== urls(first, 'load'))) {
      notes.push('the scripts fetched before the click differed between cold visits; the bytes are the first visit\'s')
    }
    if (cold.some((run) => urls(run, 'open') !== urls(first, 'open'))) {
      notes.push('the scripts the first open fetched differed between cold visits (did it open on another view?); the bytes are the first visit\'s')
    }
    figures.bytes = { load: await sizeOf(phase('load')), open: await sizeOf(phase('open')), all: await sizeOf(search?.scripts ?? first.scripts) }
    const unreadable = figures.bytes.all.unreadable + figures.bytes.load.unreadable + figures.bytes.open.unreadable
    if (unreadable > 0) notes.push(`${unreadable} script bodies could not be read back and count at their size on the wire`)
  }
  figures.buttonCold = median(cold.map((run) => run.buttonMs))
  figures.scriptCold = median(cold.map((run) => run.scriptMs))
  figures.scriptColdCpu = median(cold.map((run) => run.scriptCpuMs))
  figures.taskCold = median(cold.map((run) => run.taskMs))
  figures.buttonWarm = median(warm.map((run) => run.buttonMs))
  figures.scriptWarm = median(warm.map((run) => run.scriptMs))
  figures.scriptWarmCpu = median(warm.map((run) => run.scriptCpuMs))
  figures.taskWarm = median(warm.map((run) => run.taskMs))
  figures.visibleFirst = median(defined(cold.map((run) => run.open?.visibleMs)))
  figures.settledFirst = median(defined(cold.map((run) => run.open?.settledMs)))
  figures.heapStart = median(cold.map((run) => run.heapAtStart))
  figures.heapOpen = median(defined(cold.map((run) => run.open?.heap)))
  if (search) {
    const valid = search.keystrokes.filter((stroke) => !stroke.matchedBefore)
    samples.keystroke = defined(valid.map((stroke) => stroke.ms))
    figures.keystroke = {
      ...spread(samples.keystroke),
      invalid: search.keystrokes.length - valid.length,
      missed: valid.filter((stroke) => stroke.ms === undefined).length,
    }
    if (figures.keystroke.invalid > 0) notes.push(`${figures.keystroke.invalid} keystrokes were left out: the list already matched their query before they landed`)
    if (figures.keystroke.missed > 0) notes.push(`${figures.keystroke.missed} keystrokes never got a filtered list within 10 s and are left out of the percentiles`)
  }
  for (const error of result.runErrors) notes.push(`left out, ${error.split('\n')[0]!.slice(0, 300)}`)
  if (cold.some((run) => !run.quiet)) notes.push('the network did not go quiet within 10 s on some cold visit (long polling or retries)')
  const errors = new Set([...cold.flatMap((run) => run.errors), ...(search?.errors ?? [])])
  for (const error of errors) notes.push(`page error: ${error.split('\n')[0]!.slice(0, 200)}`)
  return figures
}
