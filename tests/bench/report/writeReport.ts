import { HOSTED } from '../hosted/hostedHosts.js'
import type { MachineInfo } from './machineInfo.js'
import type { Estimate } from '../measure/stats.js'
import { OPEN_FIRST_LOOK_MS } from '../measure/coldRun.js'
import { KEY_HOLD_MS } from '../measure/searchRun.js'
import type { AppFigures } from './summarize.js'
import { paired, TARGETS, verdict, type RoundSamples } from './targets.js'

export interface ReportMeta {
  date: string
  machine: MachineInfo
  chromium: string
  /** Library name → installed version, in the order the report lists them. */
  versions: [string, string | undefined][]
  /** How many runs each app had: React and Portico, on which the targets are judged, get more. */
  runs: { judged: RunCounts; peers: RunCounts }
  walletCount: number
  seconds: number
  /** The machine's 1-minute load average when the run started and when it ended. */
  load: { start: number; end: number }
  /** The provider API's section, already written (services/servicesBench.ts). */
  services?: readonly string[]
}

export interface RunCounts {
  cold: number
  warm: number
  keystrokes: number
}

type Unit = 'kb' | 'ms' | 'mb'

interface Row {
  label: string
  unit: Unit
  value(figures: AppFigures, baseline: AppFigures | undefined): number | undefined
}

const KB = 1000
const MB = 1000 * 1000

/** Differences from the baseline, undefined for the baseline itself. */
const over = (pick: (figures: AppFigures) => number | undefined) => (figures: AppFigures, baseline: AppFigures | undefined) => {
  if (!baseline || figures === baseline) return undefined
  const value = pick(figures)
  const base = pick(baseline)
  return value === undefined || base === undefined ? undefined : value - base
}

/** The median of the round-by-round differences from the baseline, undefined for the baseline itself. */
const pairedOver = (samples: RoundSamples) => (figures: AppFigures, baseline: AppFigures | undefined) =>
  !baseline || figures === baseline ? undefined : paired(figures, baseline, samples).value

function rows(): Row[] {
  const cold = 'median of cold loads'
  const warm = 'warm loads'
  return [
    { label: 'JS fetched before any click, gzip', unit: 'kb', value: (f) => f.bytes?.load.gzip },
    { label: 'JS fetched before any click, brotli', unit: 'kb', value: (f) => f.bytes?.load.brotli },
    { label: '… over the React baseline, gzip', unit: 'kb', value: over((f) => f.bytes?.load.gzip) },
    { label: 'JS added by the first open, gzip', unit: 'kb', value: (f) => (f.app.open ? f.bytes?.open.gzip : undefined) },
    { label: 'JS added by the first open, brotli', unit: 'kb', value: (f) => (f.app.open ? f.bytes?.open.brotli : undefined) },
    { label: 'JS in all (load, open, wallet list, searches), gzip', unit: 'kb', value: (f) => f.bytes?.all.gzip },
    { label: 'JS in all (load, open, wallet list, searches), brotli', unit: 'kb', value: (f) => f.bytes?.all.brotli },
    { label: `Navigation → connect button visible, cold (${cold})`, unit: 'ms', value: (f) => f.buttonCold },
    { label: '… over the React baseline (median of paired differences)', unit: 'ms', value: pairedOver('buttonCold') },
    { label: `Navigation → connect button visible, warm (median of ${warm})`, unit: 'ms', value: (f) => f.buttonWarm },
    { label: '… over the React baseline (median of paired differences)', unit: 'ms', value: pairedOver('buttonWarm') },
    { label: `Main-thread script time at start, cold (ScriptDuration, ${cold})`, unit: 'ms', value: (f) => f.scriptCold },
    { label: '… over the React baseline (median of paired differences)', unit: 'ms', value: pairedOver('scriptCold') },
    { label: `… as the main thread's CPU time (ScriptDuration in thread time, ${cold})`, unit: 'ms', value: (f) => f.scriptColdCpu },
    { label: '… over the React baseline (median of paired differences)', unit: 'ms', value: pairedOver('scriptColdCpu') },
    { label: `Main-thread task time at start, cold (TaskDuration, ${cold})`, unit: 'ms', value: (f) => f.taskCold },
    { label: `Main-thread script time at start, warm (median of ${warm})`, unit: 'ms', value: (f) => f.scriptWarm },
    { label: `… as the main thread's CPU time (median of ${warm})`, unit: 'ms', value: (f) => f.scriptWarmCpu },
    { label: 'Click → modal content first visible, warm p50', unit: 'ms', value: (f) => f.visibleWarm.p50 },
    { label: 'Click → modal content first visible, warm p90', unit: 'ms', value: (f) => f.visibleWarm.p90 },
    { label: `Click → modal content first visible, first open after a cold load (${cold})`, unit: 'ms', value: (f) => f.visibleFirst },
    { label: 'Click → modal settled, warm p50', unit: 'ms', value: (f) => f.settledWarm.p50 },
    { label: 'Click → modal settled, warm p90', unit: 'ms', value: (f) => f.settledWarm.p90 },
    { label: `Click → modal settled, first open after a cold load (${cold})`, unit: 'ms', value: (f) => f.settledFirst },
    { label: 'Keystroke → filtered list painted, p50', unit: 'ms', value: (f) => f.keystroke.p50 },
    { label: 'Keystroke → filtered list painted, p95', unit: 'ms', value: (f) => f.keystroke.p95 },
    { label: 'JS heap at start, after a forced GC', unit: 'mb', value: (f) => f.heapStart },
    { label: 'JS heap with the modal open, after a forced GC', unit: 'mb', value: (f) => (f.app.open ? f.heapOpen : undefined) },
    {
      label: '… over the React baseline\'s heap',
      unit: 'mb',
      value: (f, baseline) => (f.app.open && f.heapOpen !== undefined && baseline?.heapStart !== undefined ? f.heapOpen - baseline.heapStart : undefined),
    },
  ]
}

/** `precise` gives ms a decimal, where a figure is judged against a limit a rounding could cross. */
export function formatValue(value: number | undefined, unit: Unit, precise = false): string {
  if (value === undefined || Number.isNaN(value)) return '—'
  if (unit === 'kb') return `${(value / KB).toFixed(1)} KB`
  if (unit === 'mb') return `${(value / MB).toFixed(2)} MB`
  return `${precise ? value.toFixed(1) : Math.round(value)} ms`
}

function interval(value: Estimate, unit: Unit): string {
  const end = (bound: number | undefined, open: string) => (bound === undefined ? open : formatValue(bound, unit, true))
  return `${end(value.low, 'open')} to ${end(value.high, 'open')}`
}

function ratio(value: number | undefined, other: number | undefined): string {
  if (value === undefined || other === undefined || other <= 0 || value < 0) return '—'
  const times = value / other
  return `${times < 0.1 ? times.toFixed(3) : times.toFixed(2)}×`
}

/** docs/benchmarks.md, whole: the command rewrites it on every run. */
export function writeReport(all: readonly AppFigures[], meta: ReportMeta): string {
  const measured = all.filter((figures) => !figures.failure)
  const baseline = measured.find((figures) => figures.app.name === 'react')
  const portico = measured.find((figures) => figures.app.name === 'portico')
  const peers = measured.filter((figures) => figures.app.peer)
  const lines: string[] = []
  const push = (...text: string[]) => lines.push(...text)

  push(
    '# Benchmarks: Portico, AppKit and RainbowKit side by side',
    '',
    `Generated by \`npm run bench\` on ${meta.date} (commit ${meta.machine.commit}, ${Math.round(meta.seconds)} s). Do not edit by hand: the`,
    'next run rewrites this file. The bench reports; it never fails on a number.',
    '',
    '`npm run bench` installs the peers on its first run (into `tests/bench/peers/node_modules`, about 750 MB), builds the',
    'four apps and measures them in one headless Chromium run; `npm run bench -- --quick` does fewer repetitions, to try',
    'the bench itself out. The raw figures of the last run are left in `tests/bench/last-run.json` (not committed).',
    '',
    '## Machine and versions',
    '',
    `- Machine: ${meta.machine.cpu}, ${meta.machine.cores} cores, ${meta.machine.memoryGiB} GiB of memory, ${meta.machine.os}.`,
    `- Load average (1 min) ${meta.load.start.toFixed(1)} at the start and ${meta.load.end.toFixed(1)} at the end of the run${
      Math.max(meta.load.start, meta.load.end) > meta.machine.cores ? ': other work shared the CPU, so the timings are noisier than on an idle machine' : ''
    }.`,
    `- Browser: Chromium ${meta.chromium}, headless, software rendering (\`--disable-gpu\`), 1280 × 800, loopback network without throttling.`,
    `- Node ${meta.machine.node}.`,
    `- ${meta.versions.map(([name, version]) => `${name} ${version ?? '(not installed)'}`).join(', ')}.`,
    '',
    '## Figures',
    '',
  )
  const header = ['', ...measured.map((figures) => figures.app.label), ...(portico ? peers.map((peer) => `Portico ÷ ${peer.app.label.split(' ')[0]}`) : [])]
  push(`| ${header.join(' | ')} |`, `|${header.map((_, index) => (index === 0 ? ' --- ' : ' ---: ')).join('|')}|`)
  for (const row of rows()) {
    const cells = measured.map((figures) => formatValue(row.value(figures, baseline), row.unit))
    const ratios = portico ? peers.map((peer) => ratio(row.value(portico, baseline), row.value(peer, baseline))) : []
    push(`| ${[row.label, ...cells, ...ratios].join(' | ')} |`)
  }
  push('', 'KB = 1,000 bytes, MB = 1,000,000 bytes. A ratio below 1× means Portico is smaller or faster. "—": not applicable (the baseline has no modal; RainbowKit has no wallet search) or not measured.', '')

  push('## Portico against its targets (issues 5 and 34)', '')
  if (portico && baseline) {
    push('| Target | Measured | 95% interval of the figure | Spread of the samples (middle half) | Met |', '| --- | --- | --- | --- | --- |')
    for (const target of TARGETS) {
      const { value, detail } = target.measure(portico, baseline)
      const figure = typeof value === 'object' ? value.value : value
      push(`| ${[
        target.label,
        `${formatValue(figure, target.unit, true)}${detail ? ` (${detail})` : ''}`,
        typeof value === 'object' ? interval(value, target.unit) : 'exact',
        typeof value === 'object' ? `${formatValue(value.q1, target.unit)} to ${formatValue(value.q3, target.unit)}, ${value.n} samples` : '—',
        verdict(value, target.limit),
      ].join(' | ')} |`)
    }
    push(
      '',
      'A target is called met or missed only when the whole 95% interval of its figure lies on one side of the limit; the',
      'interval is distribution-free (from order statistics), and "open" means the samples are too few to bound that end.',
    )
  } else {
    push('Portico or the React baseline could not be measured; see below.')
  }
  push('')

  const failed = all.filter((figures) => figures.failure)
  if (failed.length > 0) {
    push('## Apps that could not be measured', '')
    for (const figures of failed) {
      push(`### ${figures.app.label}: the ${figures.failure!.stage} failed`, '', '```', figures.failure!.error.trim(), '```', '')
    }
  }

  if (meta.services) push(...meta.services)
  push('## Hosted services', '', 'Every name but loopback resolves to the local fixture server (Chromium `--host-resolver-rules`); the names each app asked for:', '')
  for (const figures of measured) {
    const hosts = figures.hosts.filter((host) => !host.startsWith('127.0.0.1'))
    const described = hosts.map((host) => `${host} (${HOSTED[host.replace(/:\d+$/, '')] ?? 'not served: 404'})`)
    push(`- ${figures.app.label}: ${described.length > 0 ? described.join(', ') : 'none'}.`)
  }
  push('')
  const notes = measured.filter((figures) => figures.notes.length > 0)
  if (notes.length > 0) {
    push('## Notes from this run', '')
    for (const figures of notes) for (const note of figures.notes) push(`- ${figures.app.label}: ${note}.`)
    push('')
  }
  push(...METHOD(meta))
  return `${lines.join('\n')}\n`
}

const METHOD = (meta: ReportMeta) => [
  '## How it is measured',
  '',
  '- The apps (`tests/bench/apps/`) are minimal React 19 pages with a connect button: React alone; Portico with `evm()`,',
  '  `extension()` and `walletConnect()` from source; AppKit with its ethers adapter and `<appkit-button>`; RainbowKit with wagmi, viem and React',
  '  Query. All four use the repository\'s React and are built by one Vite `build()` (production, minified, code splitting on).',
  '  The peers are installed by the bench alone, into `tests/bench/peers/node_modules`, from the pinned versions in its',
  '  `package.json`.',
  '- Each app\'s `dist` is served by a small static server on 127.0.0.1: hashed assets immutable for a year, the page',
  '  revalidated, so warm loads come from the HTTP cache. The hosted services (Portico\'s and AppKit\'s API with',
  `  ${meta.walletCount.toLocaleString('en-US')} wallet listings, analytics, RPC, relay) are answered by a fixture server over TLS with a throwaway`,
  '  certificate whose key Chromium is told to trust; names are routed with host-resolver rules, not request interception.',
  '  AppKit\'s web fonts (fonts.reown.com) are not served, so it draws in the fallback font.',
  '- Bytes: every response Chromium classes as a script or serves with a JavaScript type, each URL once, its body',
  '  compressed here with gzip level 9 and brotli quality 11. "Before any click" is everything fetched until the button',
  '  shows and the network has been quiet for 500 ms; "added by the first open" is what the click brought in (mouse input',
  '  at the button\'s centre: a move, a press, a release); "in all" is a whole visit: load, open, the full wallet list and the',
  '  searches.',
  '- Headless Chromium makes every new profile and tab a window with a WebUI omnibox popup, a renderer of its own that',
  '  spent ~0.5 s of CPU while the page beside it loaded (measured per process); a visitor\'s browser makes it once at',
  '  start-up, so the bench turns those features off (WebUIOmniboxPopup and its two variants) and keeps Playwright\'s own.',
  '- Cold: a fresh browser profile (empty cache). Warm: one profile per app that has loaded the page and opened the modal',
  '  once, then loads in a new tab each (so each tab\'s metrics are its own). Both are taken in rounds: within a round each',
  '  app loads once, in turn, so a slow spell of the machine hits all of them, and a difference from bare React is taken',
  '  round by round. React and Portico, on which the targets are judged, get more rounds:',
  `  ${meta.runs.judged.cold} cold loads, ${meta.runs.judged.warm} warm loads and ${meta.runs.judged.keystrokes} keystrokes; each peer ${meta.runs.peers.cold}, ${meta.runs.peers.warm} and ${meta.runs.peers.keystrokes}.`,
  '  Button times are `performance.now()` from the navigation\'s start, stamped by a probe injected before the',
  '  page\'s scripts; script and task time are CDP `Performance.getMetrics` after the button shows and the network is quiet,',
  '  read twice: on the wall clock (the default time domain) and as the main thread\'s CPU time (a second CDP session',
  '  with `Performance.enable({ timeDomain: \'threadTicks\' })`). On this two-core machine the renderer\'s main thread',
  '  shares the cores with the browser, GPU and network processes, the compositor and raster threads and the driver, and',
  '  a wall-clock ScriptDuration also counts the time the script was ready to run but waited for a core: with the',
  '  omnibox popup above still on, it came out about 1.5 times the CPU time and its paired differences spread twice as',
  '  wide (without it, ~1.15 times). The start-up script target is judged on the CPU time, which is what the app\'s',
  '  scripts cost; the wall-clock figure is shown beside it.',
  '- Opening: a capture-phase click listener on `window` stamps the click; from then on every animation frame looks,',
  '  through open shadow roots, for the modal\'s title (first visible: rendered, in the viewport, opacity above 0 through',
  '  every ancestor of the flat tree) and for the card and a wallet option (settled: both fully opaque and at the same place',
  '  and size for three frames running; the time is that of the first of the three). A state seen in a frame is stamped by',
  '  a message posted from that frame, which runs after its style, layout and paint. The bench itself looks into the page',
  `  (an evaluation, a task on its main thread) only from ${OPEN_FIRST_LOOK_MS} ms after the click, so it adds nothing to the window it times.`,
  `- Search: in the full wallet list (${meta.walletCount.toLocaleString('en-US')} listings), two-letter queries chosen from the fixture names; the first letter is typed`,
  `  untimed, and once every debounce has run out the second is pressed and held ${KEY_HOLD_MS} ms, as a person holds a key (the mean`,
  '  hold time in keystroke-dynamics studies; Playwright\'s press() would send the key-up at once, into the timed window),',
  '  and the bench looks into the page only after that. The time runs from its keydown to the first frame',
  '  whose list (entries that have drawn their name) holds only names matching the query. AppKit searches from two',
  '  characters on through its API (debounced 500 ms); Portico filters what it has loaded at once and asks its API',
  '  300 ms later. RainbowKit has no search.',
  '- Heap: `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage` (used size), after the first open has settled and the',
  '  network is quiet; "at start" is the same before the click. The click is raw mouse input and the bench waits by',
  '  plain evaluations, not Playwright locators or waitForFunction: those put Playwright\'s injected script (over 300 KB',
  '  of source, about 0.5 MB with its code) into the page, where the heap figures would count it.',
  '',
]
