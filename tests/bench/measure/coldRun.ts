import type { Browser } from 'playwright-core'
import type { BenchApp } from '../benchApps.js'
import { openSession } from './openSession.js'
import type { OpenResult } from './pageProbe.js'
import type { FetchedScript } from './trackNetwork.js'

export interface ColdRun {
  buttonMs: number
  scriptMs: number
  /** The same script time as the main thread's CPU time (see openSession). */
  scriptCpuMs: number
  taskMs: number
  heapAtStart: number
  /** undefined for the baseline, which has no modal. */
  open?: { visibleMs: number; settledMs: number; heap: number }
  scripts: FetchedScript[]
  /** Every host:port the page asked for. */
  hosts: string[]
  /** Whether the network went quiet after load (and after the open) within its time limit. */
  quiet: boolean
  errors: string[]
}

export const QUIET_MS = 500
/** Past the first-visible target (40 ms) with room to spare: the bench looks at the open after it. */
export const OPEN_FIRST_LOOK_MS = 100
const QUIET_LIMIT_MS = 10_000

/**
 * A first visit: an empty profile loads the page, the bench waits for the button and a quiet
 * network, reads the main thread's time and the heap, then clicks and waits for the modal to
 * settle (and the network to go quiet again) and reads the heap once more.
 */
export async function coldRun(browser: Browser, app: BenchApp, url: string, probe: string): Promise<ColdRun> {
  const session = await openSession(browser, probe)
  try {
    const before = await session.mainThread()
    await session.page.goto(url)
    await session.waitFor('b.buttonVisibleAt !== undefined', 30_000)
    let quiet = await session.network.waitForQuiet(QUIET_MS, QUIET_LIMIT_MS)
    const after = await session.mainThread()
    const run: ColdRun = {
      buttonMs: await session.probe<number>('b.buttonVisibleAt'),
      scriptMs: after.scriptMs - before.scriptMs,
      scriptCpuMs: after.scriptCpuMs - before.scriptCpuMs,
      taskMs: after.taskMs - before.taskMs,
      heapAtStart: await session.heapAfterGc(),
      scripts: [],
      hosts: [],
      quiet,
      errors: session.errors,
    }
    if (app.open) {
      const open = await clickOpen(session, app)
      quiet = (await session.network.waitForQuiet(QUIET_MS, QUIET_LIMIT_MS)) && quiet
      run.open = { ...open, heap: await session.heapAfterGc() }
      run.quiet = quiet
    }
    run.scripts = await session.network.scripts()
    run.hosts = [...session.network.hosts]
    return run
  } finally {
    await session.context.close()
  }
}

/**
 * Arms the probe, clicks the connect button and waits for the modal to settle. The click is mouse
 * input at the button's centre (move, press, release, as a locator's click does), not a locator:
 * a locator puts Playwright's own injected script, about 0.7 MB of heap with its code, into the
 * page, where the heap figure would count it against the app.
 */
export async function clickOpen(session: Awaited<ReturnType<typeof openSession>>, app: BenchApp): Promise<{ visibleMs: number; settledMs: number }> {
  await session.page.evaluate(`window.__bench.armOpen(${JSON.stringify(app.open)})`)
  session.network.phase = 'open'
  const centre = await session.probe<{ x: number; y: number } | null>('b.buttonCenter() ?? null')
  if (!centre) throw new Error(`${app.name}: the connect button is not on screen to click`)
  await session.page.mouse.move(centre.x, centre.y)
  await session.page.mouse.down()
  await session.page.mouse.up()
  // No look into the page while the open is timed: each would be a task on its main thread.
  await session.waitFor('b.open && b.open.visibleAt !== undefined && b.open.settledAt !== undefined', 20_000, OPEN_FIRST_LOOK_MS)
  const open = await session.probe<Required<OpenResult>>('b.open')
  return { visibleMs: open.visibleAt - open.clickAt, settledMs: open.settledAt - open.clickAt }
}
