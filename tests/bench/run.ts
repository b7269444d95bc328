// `npm run bench`: builds the four sample apps, measures them in one headless Chromium run and
// rewrites docs/benchmarks.md. `--quick` runs fewer repetitions, to try the bench itself out;
// `--only=react,portico` measures some apps and prints their figures without touching the report.
import { writeFile } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { createFixtureWallets } from '../e2e/harness/fixtureWallets.js'
import { BENCH_APPS, type BenchApp } from './benchApps.js'
import { launchBenchBrowser } from './browser/launchBenchBrowser.js'
import { buildApp } from './build/buildApp.js'
import { startHostedFixture, type HostedFixture } from './hosted/startHostedFixture.js'
import { installPeers } from './installPeers.js'
import { coldRun } from './measure/coldRun.js'
import { probeScript } from './measure/probeScript.js'
import { searchQueries } from './measure/searchQueries.js'
import { searchRun } from './measure/searchRun.js'
import { startWarmProfile, type WarmProfile } from './measure/warmRuns.js'
import { createSizer } from './report/compressedSizes.js'
import { machineInfo } from './report/machineInfo.js'
import { packageVersion } from './report/packageVersion.js'
import { summarize, type AppResult } from './report/summarize.js'
import { formatValue, writeReport, type RunCounts } from './report/writeReport.js'
import { benchServices, servicesSection } from './services/servicesBench.js'
import { serveStatic, type StaticServer } from './serve/serveStatic.js'
import { benchFirstConnect, firstConnectSection } from './connect/firstConnect.js'
import { benchEmailLogin } from './connect/emailLogin.js'
import { emailLoginSection } from './connect/emailLoginSection.js'
import { benchSocialLogin } from './connect/socialLogin.js'
import { socialLoginSection } from './connect/socialLoginSection.js'
import { benchAccountViews } from './views/accountViews.js'
import { accountViewsSection } from './views/accountViewsSection.js'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BENCH_DIR = fileURLToPath(new URL('./', import.meta.url))
const PEERS_DIR = path.join(BENCH_DIR, 'peers')
const REPORT = path.join(REPO_ROOT, 'docs', 'benchmarks.md')

const quick = process.argv.includes('--quick')
// `--services`: the provider API under load (GET /getWallets) and its idle memory, on their own.
if (process.argv.includes('--services')) {
  console.log(servicesSection(await benchServices(REPO_ROOT, quick ? { seconds: 3 } : {})).join('\n'))
  process.exit(0)
}
// `--connect`: the first connect on EVM and Solana (scripts fetched, click → account shown), on its own.
if (process.argv.includes('--connect')) {
  console.log(firstConnectSection(await benchFirstConnect(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'), quick ? { runs: 3 } : {})).join('\n'))
  process.exit(0)
}
// `--email`: email login to the embedded wallet (scripts it fetches, code → Account), on its own.
if (process.argv.includes('--email')) {
  console.log(emailLoginSection(await benchEmailLogin(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'), quick ? { runs: 2 } : {})).join('\n'))
  process.exit(0)
}
// `--social`: social login and farcaster over the embedded wallet (what registering them and a tap fetch, tap → Account), on its own.
if (process.argv.includes('--social')) {
  console.log(socialLoginSection(await benchSocialLogin(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'), quick ? { runs: 2 } : {})).join('\n'))
  process.exit(0)
}
// `--account`: the account views' scripts (before the first click, and each view's first open), on their own.
if (process.argv.includes('--account')) {
  console.log(accountViewsSection(await benchAccountViews(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'))).join('\n'))
  process.exit(0)
}
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',')
// On a shared two-core machine one app's cold script time ranged from 46 to 99 ms within one run, and
// medians of nine moved by 15 ms between runs. The targets are judged on React and Portico, so those
// two get enough samples to narrow a median's 95% interval to about the middle fifth of the samples
// (a median of 100 is bracketed by its 40th and 61st values; of 60, by its 22nd and 39th, which left
// the button target too close to call), and a p95's to its 146th and 158th of 160 (of 80, its 72nd
// and 80th: the top of the interval was the slowest keystroke of the run). The peers are reported,
// not judged, and keep fewer (AppKit's keystrokes take seconds each).
const RUNS: { judged: RunCounts; peers: RunCounts } = quick
  ? { judged: { cold: 2, warm: 3, keystrokes: 4 }, peers: { cold: 2, warm: 3, keystrokes: 4 } }
  : { judged: { cold: 100, warm: 80, keystrokes: 160 }, peers: { cold: 9, warm: 20, keystrokes: 20 } }
const runsOf = (app: BenchApp) => (app.peer ? RUNS.peers : RUNS.judged)
const WALLET_COUNT = 2000

const started = Date.now()
const loadAtStart = loadavg()[0]!
const log = (message: string) => console.log(`bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s: ${message}`)
const message = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error))

const apps = only ? BENCH_APPS.filter((app) => only.includes(app.name)) : BENCH_APPS
const results: AppResult[] = apps.map((app) => ({ app, cold: [], warm: [], hosts: new Set<string>(), runErrors: [] }))
const fail = (result: AppResult, stage: 'install' | 'build' | 'measure', error: unknown) => {
  result.failure = { stage, error: message(error) }
  log(`${result.app.name}: the ${stage} failed: ${message(error).split('\n')[0]}`)
}

if (loadAtStart > cpus().length) log(`the load average is ${loadAtStart.toFixed(1)} on ${cpus().length} cores: timings will be noisy`)

const peers = apps.some((app) => app.peer) ? await installPeers(PEERS_DIR) : { ok: true as const, ran: false }
if (!peers.ok) for (const result of results) if (result.app.peer) fail(result, 'install', peers.error)
if (peers.ok && peers.ran) log('peers installed')

const servers = new Map<BenchApp['name'], StaticServer>()
for (const result of results) {
  if (result.failure) continue
  log(`building ${result.app.name}`)
  try {
    const appDir = path.join(BENCH_DIR, 'apps', result.app.name)
    const built = await buildApp(appDir, { cacheDir: path.join(REPO_ROOT, 'node_modules', '.vite-bench'), ...(result.app.peer ? { peersDir: PEERS_DIR } : {}) })
    servers.set(result.app.name, await serveStatic(built.distDir))
  } catch (error) {
    fail(result, 'build', error)
  }
}

let fixture: HostedFixture | undefined
let browser: Browser | undefined
try {
  fixture = await startHostedFixture({ walletCount: WALLET_COUNT })
  browser = await launchBenchBrowser(fixture)
  const live = () => results.filter((result) => !result.failure)
  const probes = new Map(await Promise.all(apps.map(async (app) => [app.name, await probeScript(app.button)] as const)))
  const url = (result: AppResult) => servers.get(result.app.name)!.url
  // A run that fails is recorded and left out; the app's other runs still count.
  const attempt = async (result: AppResult, what: string, run: () => Promise<void>) => {
    try {
      await run()
    } catch (error) {
      result.runErrors.push(`${what}: ${message(error)}`)
      log(`${result.app.name}: ${what} failed: ${message(error).split('\n')[0]}`)
    }
  }

  // Cold visits take turns across the apps, so that a slow spell of the machine hits all of them;
  // every other round goes in reverse, so no app always loads right after the same other one.
  const inTurn = <T>(round: number, entries: T[]) => (round % 2 === 0 ? [...entries].reverse() : entries)
  const coldRounds = Math.max(RUNS.judged.cold, RUNS.peers.cold)
  for (let round = 1; round <= coldRounds; round++) {
    log(`cold visit ${round}/${coldRounds}`)
    for (const result of inTurn(round, live().filter((entry) => round <= runsOf(entry.app).cold))) {
      await attempt(result, `cold visit ${round}`, async () => {
        const run = await coldRun(browser!, result.app, url(result), probes.get(result.app.name)!)
        result.cold.push({ ...run, round })
      })
    }
  }
  // Warm visits take turns too, each app in its own profile that stays open meanwhile.
  const profiles = new Map<AppResult, WarmProfile>()
  for (const result of live()) {
    await attempt(result, 'warm profile', async () => void profiles.set(result, await startWarmProfile(browser!, result.app, url(result), probes.get(result.app.name)!)))
  }
  const warmRounds = Math.max(RUNS.judged.warm, RUNS.peers.warm)
  for (let round = 1; round <= warmRounds; round++) {
    log(`warm visit ${round}/${warmRounds}`)
    for (const result of inTurn(round, live().filter((entry) => round <= runsOf(entry.app).warm))) {
      const profile = profiles.get(result)
      if (profile) await attempt(result, `warm visit ${round}`, async () => void result.warm.push({ ...(await profile.visit()), round }))
    }
  }
  for (const profile of profiles.values()) await profile.close()
  const names = createFixtureWallets(WALLET_COUNT).map((wallet) => wallet.name)
  for (const result of live()) {
    const queries = searchQueries(names, runsOf(result.app).keystrokes)
    log(`${result.app.name}: a whole visit${result.app.search ? ` with ${queries.length} search keystrokes` : ''}`)
    await attempt(result, 'search visit', async () => {
      result.search = await searchRun(browser!, result.app, url(result), probes.get(result.app.name)!, queries)
    })
  }
  // Hosts are read off the page's own requests: the fixture also hears the browser's background calls.
  for (const result of results) {
    for (const run of [...result.cold, ...(result.search ? [result.search] : [])]) for (const host of run.hosts) result.hosts.add(host)
  }
} finally {
  await browser?.close()
  await fixture?.stop()
  for (const server of servers.values()) await server.stop()
}

log('the provider API under load')
const services = await benchServices(REPO_ROOT, quick ? { seconds: 3 } : {})
log('the first connect on EVM and Solana')
const connects = await benchFirstConnect(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'), quick ? { runs: 3 } : {})
log('email login to the embedded wallet')
const emailLogin = await benchEmailLogin(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'), quick ? { runs: 2 } : {})
log('social login and farcaster')
const socialLogin = await benchSocialLogin(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'), quick ? { runs: 2 } : {})
log('the account views')
const accountViews = await benchAccountViews(BENCH_DIR, path.join(REPO_ROOT, 'node_modules', '.vite-bench'))
const loadAtEnd = loadavg()[0]!
log('compressing the fetched scripts')
const sizeOf = createSizer()
const figures = await Promise.all(results.map((result) => summarize(result, sizeOf)))
const rootModules = path.join(REPO_ROOT, 'node_modules')
const peerModules = path.join(PEERS_DIR, 'node_modules')
const report = writeReport(figures, {
  date: new Date().toISOString().slice(0, 10),
  machine: machineInfo(REPO_ROOT),
  chromium: browser?.version() ?? 'unknown',
  versions: [
    ['Portico', packageVersion(REPO_ROOT, '.')],
    ['React', packageVersion(rootModules, 'react')],
    ['Vite', packageVersion(rootModules, 'vite')],
    ['playwright-core', packageVersion(rootModules, 'playwright-core')],
    ...BENCH_APPS.filter((app) => app.peer).flatMap((app) => app.packages.map((name) => [name, packageVersion(peerModules, name)] as [string, string | undefined])),
  ],
  runs: RUNS,
  walletCount: WALLET_COUNT,
  seconds: (Date.now() - started) / 1000,
  load: { start: loadAtStart, end: loadAtEnd },
  services: [...servicesSection(services), ...firstConnectSection(connects), ...emailLoginSection(emailLogin), ...socialLoginSection(socialLogin), ...accountViewsSection(accountViews)],
})
if (!only) await writeFile(REPORT, report)
else console.log(report.slice(report.indexOf('## Figures'), report.indexOf('## Hosted services')))
// Every run's raw figures, for a closer look; not committed (tests/bench/.gitignore).
await writeFile(path.join(BENCH_DIR, 'last-run.json'), `${JSON.stringify(results.map(({ app, failure, cold, warm, search }) => ({
  app: app.name,
  failure,
  cold: cold.map(({ scripts, ...run }) => ({ ...run, scripts: scripts.map(({ url, phase, fromCache }) => ({ url, phase, fromCache })) })),
  warm,
  keystrokes: search?.keystrokes,
})), null, 2)}\n`)
log(only ? 'measured some apps only: the report was left alone' : `wrote ${path.relative(process.cwd(), REPORT)}`)
for (const figure of figures) {
  if (figure.failure) continue
  console.log(`  ${figure.app.label.padEnd(28)} before click ${formatValue(figure.bytes?.load.gzip, 'kb')} gz, button ${formatValue(figure.buttonCold, 'ms')} cold, open ${formatValue(figure.visibleWarm.p50, 'ms')} / settled ${formatValue(figure.settledWarm.p50, 'ms')}, heap ${formatValue(figure.heapOpen ?? figure.heapStart, 'mb')}`)
}
