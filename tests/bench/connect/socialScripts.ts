import { trackNetwork, type FetchedScript } from '../measure/trackNetwork.js'
import { createSizer } from '../report/compressedSizes.js'
import { toChunks, type Chunk } from './emailScripts.js'
import type { SocialVisitor } from './socialVisitor.js'

/** What one origin fetched in a window: the site's and the frame page's, each as chunks. */
export interface Origins { site: Chunk[]; frame: Chunk[] }

/** The scripts of a new visitor's first social login, by when they were fetched. */
export interface SocialScripts {
  /** Before the first click: the site's, gzip, and the frame's (none, while nobody has logged in). */
  loadGzip: number
  loadFrame: Chunk[]
  /** Connect Wallet → the Connect view with its social links: the frame page loads for them. */
  connect: Origins
  /** Google's tap → the Account view, 'Sign in' and 'I saved it' between. */
  login: Origins
}

const split = async (scripts: readonly FetchedScript[], frameOrigin: string, phase: FetchedScript['phase']): Promise<Origins> => {
  const sizeOf = createSizer()
  const inPhase = scripts.filter((script) => script.phase === phase)
  return {
    site: await toChunks(sizeOf, inPhase.filter((script) => !script.url.startsWith(frameOrigin))),
    frame: await toChunks(sizeOf, inPhase.filter((script) => script.url.startsWith(frameOrigin))),
  }
}

/**
 * Runs the visitor's first login watched from the page's start, its phase moved on at Connect
 * Wallet and at Google's tap. Each window waits for the network to go quiet before the next step,
 * as emailScripts does; the open modal's idle fetches of its other views get a longer quiet.
 */
export async function socialScripts(visitor: SocialVisitor, url: string, frameOrigin: string, email: string): Promise<SocialScripts> {
  const { page, context } = visitor
  const tracker = await trackNetwork(await context.newCDPSession(page))
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await tracker.waitForQuiet(300, 10_000)
  tracker.phase = 'open'
  await visitor.openConnect()
  await tracker.waitForQuiet(1_500, 10_000)
  tracker.phase = 'later'
  await visitor.tapGoogle()
  await visitor.signIn(email)
  await visitor.saveRecoveryCode()
  await page.waitForFunction(() => document.documentElement.dataset.shownEpoch !== undefined, null, { timeout: 30_000 })
  await tracker.waitForQuiet(300, 10_000)
  const scripts = await tracker.scripts()
  const load = await split(scripts, frameOrigin, 'load')
  return { loadGzip: load.site.reduce((sum, chunk) => sum + chunk.gzip, 0), loadFrame: load.frame, connect: await split(scripts, frameOrigin, 'open'), login: await split(scripts, frameOrigin, 'later') }
}

/**
 * What a farcaster tap fetches, for a visitor of its own: from the tap on the Connect view (its
 * links fetched and the network quiet) until ConnectingFarcaster shows its pairing code, a QR code.
 */
export async function farcasterScripts(visitor: SocialVisitor, url: string, frameOrigin: string): Promise<Origins & { codeShown: boolean }> {
  const { page, context } = visitor
  const tracker = await trackNetwork(await context.newCDPSession(page))
  await page.goto(url)
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await visitor.openConnect()
  await tracker.waitForQuiet(1_500, 10_000)
  tracker.phase = 'later'
  const view = page.locator('portico-modal').locator('[data-view="ConnectingFarcaster"]')
  await page.locator('portico-modal').getByRole('button', { name: 'Continue with Farcaster' }).click()
  await view.waitFor({ timeout: 10_000 })
  const codeShown = await view.locator('.pc-wcq svg').waitFor({ timeout: 15_000 }).then(() => true, () => false)
  await tracker.waitForQuiet(300, 10_000)
  return { ...(await split(await tracker.scripts(), frameOrigin, 'later')), codeShown }
}
