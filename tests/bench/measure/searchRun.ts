import type { Browser } from 'playwright-core'
import type { BenchApp } from '../benchApps.js'
import { clickOpen, QUIET_MS } from './coldRun.js'
import { openSession } from './openSession.js'
import type { SearchResult } from './pageProbe.js'
import type { FetchedScript } from './trackNetwork.js'

export interface Keystroke {
  query: string
  /** From keydown to the first frame whose list holds only matches; undefined when none came. */
  ms?: number
  matchedBefore: boolean
}

export interface SearchSession {
  keystrokes: Keystroke[]
  /** Every script of the whole visit: load, open, the wallet list and the searches. */
  scripts: FetchedScript[]
  hosts: string[]
  errors: string[]
}

/** Long enough for every library's debounce (AppKit 500 ms, Portico's registry search 300 ms). */
const BETWEEN_KEYSTROKES_MS = 900
/**
 * How long the timed key is held. A person's key-up comes about 100 ms after the key-down (the
 * mean hold time in keystroke-dynamics studies), after the frame being timed; Playwright's press()
 * sends it at once, into that frame's window, where no typist's key-up falls.
 */
export const KEY_HOLD_MS = 100

/**
 * One visit that opens the modal, goes to the full wallet list and times one keystroke per
 * query: the first letter is put in the box untimed, the list is left to settle, then the second
 * letter is pressed (held as a person holds it) and the probe watches for a list that holds only
 * wallets matching both.
 */
export async function searchRun(browser: Browser, app: BenchApp, url: string, probe: string, queries: readonly string[]): Promise<SearchSession> {
  const search = app.search
  const session = await openSession(browser, probe)
  try {
    await session.page.goto(url)
    await session.waitFor('b.buttonVisibleAt !== undefined', 30_000)
    await session.network.waitForQuiet(QUIET_MS, 10_000)
    if (app.open) await clickOpen(session, app)
    await session.network.waitForQuiet(QUIET_MS, 10_000)
    session.network.phase = 'later'
    const keystrokes: Keystroke[] = []
    if (search) {
      await session.page.locator(search.enter).click()
      const input = session.page.locator(search.input)
      await input.waitFor({ state: 'visible' })
      await session.network.waitForQuiet(QUIET_MS, 10_000)
      for (const query of queries) {
        await input.fill(query[0]!)
        await session.page.waitForTimeout(BETWEEN_KEYSTROKES_MS)
        await session.network.waitForQuiet(300, 5_000)
        await session.page.evaluate(`window.__bench.armSearch(${JSON.stringify({ ...search.targets, query })})`)
        await session.page.keyboard.down(query[1]!)
        try {
          // The first look waits as long as the key is held: the harness's own evaluations stay
          // out of the window being timed.
          await session.waitFor('b.search && b.search.paintedAt !== undefined', 10_000, KEY_HOLD_MS)
        } catch {
          // Recorded as a keystroke whose filtered list never came.
        }
        await session.page.keyboard.up(query[1]!)
        const result = await session.probe<SearchResult>('b.search')
        keystrokes.push({ query, matchedBefore: result.matchedBefore, ...(result.paintedAt !== undefined ? { ms: result.paintedAt - result.keyAt } : {}) })
      }
    }
    return { keystrokes, scripts: await session.network.scripts(), hosts: [...session.network.hosts], errors: session.errors }
  } finally {
    await session.context.close()
  }
}
