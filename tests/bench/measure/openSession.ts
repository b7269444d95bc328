import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { trackNetwork, type NetworkTracker } from './trackNetwork.js'

export interface Session {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  network: NetworkTracker
  /** Uncaught page errors, kept for the report. */
  errors: string[]
  /**
   * Script and task time of the page's main thread so far, in ms (CDP Performance metrics): on the
   * wall clock, and the script time once more as the thread's CPU time.
   */
  mainThread(): Promise<MainThreadTime>
  /** The JS heap in use after a forced full collection, in bytes. */
  heapAfterGc(): Promise<number>
  /** Reads the page probe's state. */
  probe<T>(read: string): Promise<T>
  /**
   * Waits until `condition` (an expression over `window.__bench`) holds, first looking after
   * `firstLookMs`: each look is an evaluation in the page, a task on its main thread.
   */
  waitFor(condition: string, timeoutMs?: number, firstLookMs?: number): Promise<void>
}

export interface MainThreadTime {
  scriptMs: number
  taskMs: number
  /** ScriptDuration in the thread-time domain: only while the main thread ran, not while it waited for a core. */
  scriptCpuMs: number
}

/** How often waitFor asks the page. */
const POLL_MS = 50

export const VIEWPORT = { width: 1280, height: 800 }

/**
 * A page in `context` (a new context when none is given: an empty profile with its own HTTP
 * cache, which is what a cold load means here), with the probe injected and CDP attached.
 */
export async function openSession(browser: Browser, probe: string, context?: BrowserContext): Promise<Session> {
  const owned = context ?? (await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'no-preference', colorScheme: 'light' }))
  if (!context) await owned.addInitScript({ content: probe })
  const page = await owned.newPage()
  const cdp = await owned.newCDPSession(page)
  const network = await trackNetwork(cdp)
  await cdp.send('Performance.enable')
  // A second session reads the same metrics in thread time: each session keeps its own time domain.
  const cpu = await owned.newCDPSession(page)
  await cpu.send('Performance.enable', { timeDomain: 'threadTicks' })
  const errors: string[] = []
  page.on('pageerror', (error) => void errors.push(error.message))
  return {
    context: owned,
    page,
    cdp,
    network,
    errors,
    async mainThread() {
      const [wall, thread] = await Promise.all([cdp.send('Performance.getMetrics'), cpu.send('Performance.getMetrics')])
      const read = ({ metrics }: typeof wall, name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000
      return { scriptMs: read(wall, 'ScriptDuration'), taskMs: read(wall, 'TaskDuration'), scriptCpuMs: read(thread, 'ScriptDuration') }
    },
    async heapAfterGc() {
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize
    },
    probe: <T>(read: string) => page.evaluate(`(() => { const b = window.__bench; return ${read} })()`) as Promise<T>,
    // Polled with plain evaluations, not page.waitForFunction: that puts Playwright's injected
    // script (over 300 KB of source, and its code) into the page, and the heap figure counted it.
    async waitFor(condition, timeoutMs = 20_000, firstLookMs = 0) {
      const check = `(() => { const b = window.__bench; return Boolean(b && (${condition})) })()`
      const deadline = Date.now() + timeoutMs
      if (firstLookMs > 0) await new Promise((resolve) => setTimeout(resolve, firstLookMs))
      while (!(await page.evaluate(check))) {
        if (Date.now() > deadline) throw new Error(`the page never got to: ${condition} (within ${timeoutMs} ms)`)
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    },
  }
}

