import type { Browser } from 'playwright-core'
import { trackNetwork, type FetchedScript, type NetworkTracker } from '../measure/trackNetwork.js'
import { createSizer, type Sizes } from '../report/compressedSizes.js'
import type { EmailVisitor } from './emailVisitor.js'

/** One script as the report names it: its file without Vite's hash, for the module it holds. */
export interface Chunk { name: string; gzip: number; phase: FetchedScript['phase'] }

/** The scripts of a new visitor's first email login, by when they were fetched. */
export interface EmailScripts {
  /** Before the first click, gzip. */
  loadGzip: number
  /** Connect Wallet → the email field. */
  modal: Chunk[]
  /** The email submitted → the code view, the site's own. */
  email: Chunk[]
  /** The code view → the Account view, the site's own. */
  afterCode: Chunk[]
  /** The frame page's, from its own origin, over the whole login. */
  frame: Chunk[]
}

const chunkName = (url: string) => new URL(url).pathname.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '.js') || new URL(url).pathname

/** Each script as a chunk of the report, sized one by one. */
export const toChunks = (sizeOf: ReturnType<typeof createSizer>, scripts: readonly FetchedScript[]): Promise<Chunk[]> =>
  Promise.all(scripts.map(async (script) => ({ name: chunkName(script.url), gzip: (await sizeOf([script])).gzip, phase: script.phase })))

/** What the page fetched before any click, in a fresh context: the visitor's first load. */
export async function loadScripts(browser: Browser, url: string): Promise<Sizes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const tracker = await trackNetwork(await context.newCDPSession(page))
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await tracker.waitForQuiet(300, 10_000)
    return await createSizer()(await tracker.scripts())
  } finally {
    await context.close()
  }
}

/**
 * A returning visitor's page load, watched from its reload until the network is quiet: the
 * site's scripts and the frame's, which the embedded wallet loads on start once email was used.
 */
export async function returningLoadScripts(visitor: EmailVisitor, frameOrigin: string): Promise<{ siteGzip: number; frame: Chunk[] }> {
  let tracker: NetworkTracker | undefined
  await visitor.signOutAndReload(async () => {
    tracker = await trackNetwork(await visitor.context.newCDPSession(visitor.page))
  })
  await tracker!.waitForQuiet(300, 10_000)
  const sizeOf = createSizer()
  const scripts = await tracker!.scripts()
  const fromFrame = (script: FetchedScript) => script.url.startsWith(frameOrigin)
  return {
    siteGzip: (await sizeOf(scripts.filter((script) => !fromFrame(script)))).gzip,
    frame: await toChunks(sizeOf, scripts.filter(fromFrame)),
  }
}

/**
 * Runs the visitor's first login watched by two network trackers: one from the page's start,
 * its phase moved on at the click and at the email's submission, the other attached once the
 * code view shows, so whatever it sees came after. Each window waits for the network to go quiet
 * before the next step, as a visitor's pauses would let it; the timed spans start after it.
 */
export async function emailScripts(visitor: EmailVisitor, url: string, frameOrigin: string): Promise<EmailScripts> {
  const { page, context } = visitor
  const sizeOf = createSizer()
  const whole = await trackNetwork(await context.newCDPSession(page))
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await whole.waitForQuiet(300, 10_000)
  whole.phase = 'open'
  // The open modal fetches its other views when idle: a longer quiet lets that finish before the
  // submit, or they would count as the email's (300 ms did not, in one run of three).
  await visitor.askForCode(async () => {
    await whole.waitForQuiet(1_500, 10_000)
    whole.phase = 'later'
  })
  const afterCode = await trackNetwork(await context.newCDPSession(page))
  await whole.waitForQuiet(300, 10_000)
  await visitor.enterCode()
  await page.frameLocator(`iframe[src^="${frameOrigin}"]`).locator('output.code').waitFor({ timeout: 30_000 })
  await visitor.saveRecoveryCode()
  await page.waitForFunction(() => document.documentElement.dataset.shownEpoch !== undefined, null, { timeout: 30_000 })
  await whole.waitForQuiet(300, 10_000)
  const late = new Set((await afterCode.scripts()).map((script) => script.url))
  const all = await whole.scripts()
  const fromFrame = (script: FetchedScript) => script.url.startsWith(frameOrigin)
  const chunks = (scripts: FetchedScript[]) => toChunks(sizeOf, scripts)
  const site = all.filter((script) => !fromFrame(script))
  return {
    loadGzip: (await sizeOf(site.filter((script) => script.phase === 'load'))).gzip,
    modal: await chunks(site.filter((script) => script.phase === 'open')),
    email: await chunks(site.filter((script) => script.phase === 'later' && !late.has(script.url))),
    afterCode: await chunks(site.filter((script) => late.has(script.url))),
    frame: await chunks(all.filter(fromFrame)),
  }
}
