// `npm test`: every check, in the order that fails fastest, each phase timed. The phases are the
// npm scripts of package.json; those in one step run side by side (each is one process on one core,
// and CI machines have two). The table of times is printed at the end, and appended to the file
// PORTICO_PHASE_LOG names, so .ci/run can print it beside its own steps.
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'

/** One step: its npm scripts run at once, and the next step waits for them all. */
const STEPS: readonly (readonly string[])[] = [
  ['typecheck', 'lint'],
  ['docs:api'],
  ['test:unit'],
  ['test:e2e'],
  ['build'],
  ['check:package'],
  ['test:package'],
]

interface PhaseResult {
  name: string
  seconds: number
  code: number
}

function runScript(name: string): Promise<PhaseResult> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' })
    child.on('error', () => resolve({ name, seconds: (Date.now() - started) / 1000, code: 1 }))
    child.on('exit', (code, signal) => resolve({ name, seconds: (Date.now() - started) / 1000, code: code ?? (signal ? 1 : 0) }))
  })
}

function formatPhases(results: readonly PhaseResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length))
  return results.map((result) => `${result.name.padEnd(width)}  ${result.seconds.toFixed(0).padStart(5)} s  ${result.code === 0 ? 'ok' : `failed (${result.code})`}`).join('\n')
}

const started = Date.now()
const results: PhaseResult[] = []
let failed = false
for (const step of STEPS) {
  const done = await Promise.all(step.map(runScript))
  results.push(...done)
  if (done.some((result) => result.code !== 0)) {
    failed = true
    break
  }
}
const table = formatPhases([...results, { name: 'npm test', seconds: (Date.now() - started) / 1000, code: failed ? 1 : 0 }])
console.log(`\nnpm test, phase by phase (a step's phases ran side by side):\n${table}`)
if (process.env.PORTICO_PHASE_LOG) appendFileSync(process.env.PORTICO_PHASE_LOG, `${table}\n`)
process.exit(failed ? 1 : 0)
