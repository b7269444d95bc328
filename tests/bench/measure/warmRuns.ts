import type { Browser } from 'playwright-core'
import type { BenchApp } from '../benchApps.js'
import { clickOpen, QUIET_MS } from './coldRun.js'
import { openSession } from './openSession.js'

export interface WarmRun {
  buttonMs: number
  scriptMs: number
  scriptCpuMs: number
  taskMs: number
  open?: { visibleMs: number; settledMs: number }
}

export interface WarmProfile {
  /** One returning visit: load in a new tab, wait for a quiet network, click, close the tab. */
  visit(): Promise<WarmRun>
  close(): Promise<void>
}

/**
 * A returning visitor's profile: it has opened the page and the modal once, which fills the HTTP
 * and code caches. Each visit loads the page in a new tab of that profile, so every tab starts
 * its own main-thread metrics and they are that load's alone.
 */
export async function startWarmProfile(browser: Browser, app: BenchApp, url: string, probe: string): Promise<WarmProfile> {
  const first = await openSession(browser, probe)
  const { context } = first
  try {
    await first.page.goto(url)
    await first.waitFor('b.buttonVisibleAt !== undefined', 30_000)
    await first.network.waitForQuiet(QUIET_MS, 10_000)
    if (app.open) await clickOpen(first, app)
    await first.network.waitForQuiet(QUIET_MS, 10_000)
    await first.page.close()
  } catch (error) {
    await context.close()
    throw error
  }
  return {
    async visit() {
      const session = await openSession(browser, probe, context)
      try {
        const before = await session.mainThread()
        await session.page.goto(url)
        await session.waitFor('b.buttonVisibleAt !== undefined', 30_000)
        await session.network.waitForQuiet(QUIET_MS, 10_000)
        const after = await session.mainThread()
        const run: WarmRun = {
          buttonMs: await session.probe<number>('b.buttonVisibleAt'),
          scriptMs: after.scriptMs - before.scriptMs,
          scriptCpuMs: after.scriptCpuMs - before.scriptCpuMs,
          taskMs: after.taskMs - before.taskMs,
        }
        if (app.open) run.open = await clickOpen(session, app)
        return run
      } finally {
        await session.page.close()
      }
    },
    close: () => context.close(),
  }
}
