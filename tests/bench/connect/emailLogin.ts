import path from 'node:path'
import type { Browser } from 'playwright-core'
import { openDatabase } from '../../../services/api/db/openDatabase.js'
import { upsertProject } from '../../../services/api/projects/upsertProject.js'
import { startAnvil } from '../../../services/devnet/startAnvil.js'
import { startMailbox } from '../../../services/frame/mailbox/startMailbox.js'
import { startFrame } from '../../../services/frame/startFrame.js'
import { launchBrowser } from '../../e2e/harness/launchBrowser.js'
import { buildApp } from '../build/buildApp.js'
import { percentile } from '../measure/stats.js'
import { serveStatic } from '../serve/serveStatic.js'
import { emailScripts, loadScripts, returningLoadScripts, type EmailScripts } from './emailScripts.js'
import { openEmailVisitor, type EmailVisitor } from './emailVisitor.js'

export interface Spread { p50: number; p95: number }

/** What the section reports. */
export interface EmailLoginFigures {
  runs: number
  scripts: EmailScripts
  /** Scripts before the first click, gzip, of portico-evm: the same app without the two plugins. */
  baseLoadGzip: number
  /** A returning visitor's page load before any click: the site's, gzip, and the frame's, which starts then. */
  returningLoad: Awaited<ReturnType<typeof returningLoadScripts>>
  newVisitor: {
    /** Code filled → the recovery card in the frame: the server's check and the wallet's making. */
    cardMs: Spread
    /** 'I saved it' in the frame → the Account view with the address. */
    savedToShownMs: Spread
  }
  /** Code filled → the Account view with the address, for a browser holding its device share. */
  returningShownMs: Spread
}

const PROJECT_ID = 'portico-bench'
/** The server's limit is one code per address per 30 s; a second more keeps clear of its rounding. */
const CODE_INTERVAL_MS = 31_000

/**
 * Email login on the local stack: the frame's server and page (PGlite, in memory) and the
 * development mailbox in this process, anvil for the chain, the portico-email app served
 * statically and listed as the project's origin. Each of `runs` visitors has a context and an
 * address of their own: first a new visitor (code, recovery card, 'I saved it', Account), then,
 * once all have signed up, each signs out, comes back as a new page load and signs in again with
 * a new code: the returning visitor, whose device share the context kept. Waiting the server's
 * 30 s per address happens between the two logins, never inside a timed span.
 */
export async function benchEmailLogin(benchDir: string, cacheDir: string, options: { runs?: number } = {}): Promise<EmailLoginFigures> {
  const runs = options.runs ?? 5
  const chainId = 31337
  const [app, base] = [await buildApp(path.join(benchDir, 'apps', 'portico-email'), { cacheDir }), await buildApp(path.join(benchDir, 'apps', 'portico-evm'), { cacheDir })]
  const sql = await openDatabase()
  const stops: (() => Promise<void>)[] = [() => sql.close()]
  let browser: Browser | undefined
  const visitors: EmailVisitor[] = []
  try {
    const mailbox = await startMailbox()
    stops.unshift(() => mailbox.stop())
    const frame = await startFrame({ database: sql, smtp: { url: mailbox.smtpUrl } })
    stops.unshift(() => frame.stop())
    const anvil = await startAnvil({ chainId })
    stops.unshift(() => anvil.stop())
    const [server, baseServer] = [await serveStatic(app.distDir), await serveStatic(base.distDir)]
    stops.unshift(() => server.stop(), () => baseServer.stop())
    await upsertProject(sql, { id: PROJECT_ID, name: 'Portico bench', allowedOrigins: [server.url], features: [{ id: 'email', isEnabled: true, config: null }], analyticsEnabled: false })
    browser = await launchBrowser()
    const query = new URLSearchParams({ rpc: anvil.rpcUrl, chain: String(chainId), frame: frame.url })
    const url = `${server.url}/?${query}`
    const baseLoadGzip = (await loadScripts(browser, `${baseServer.url}/?${query}`)).gzip

    const card: number[] = []
    const saved: number[] = []
    let scripts: EmailScripts | undefined
    for (let run = 0; run < runs; run++) {
      const visitor = await openEmailVisitor(browser, { url, frameOrigin: frame.url, email: `bench-${Date.now()}-${run}@example.com`, mailbox })
      visitors.push(visitor)
      if (run === 0) {
        scripts = await emailScripts(visitor, url, frame.url)
      } else {
        await visitor.page.goto(url)
        await visitor.askForCode()
        await visitor.enterCode()
        await visitor.page.frameLocator(`iframe[src^="${frame.url}"]`).locator('output.code').waitFor({ timeout: 30_000 })
        await visitor.saveRecoveryCode()
      }
      const stamps = await visitor.stamps()
      card.push(stamps.recoveryCard! - stamps.filled)
      saved.push(stamps.shown - stamps.saved!)
    }
    const returning: number[] = []
    let returningLoad: EmailLoginFigures['returningLoad'] | undefined
    for (const visitor of visitors) {
      if (returningLoad) await visitor.signOutAndReload()
      else returningLoad = await returningLoadScripts(visitor, frame.url)
      const wait = visitor.askedAt + CODE_INTERVAL_MS - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      await visitor.askForCode()
      await visitor.enterCode()
      const stamps = await visitor.stamps()
      if (stamps.recoveryCard !== undefined) throw new Error('a returning visitor was shown a recovery code')
      returning.push(stamps.shown - stamps.filled)
    }
    const spread = (times: number[]): Spread => ({ p50: percentile(times, 50)!, p95: percentile(times, 95)! })
    return { runs, scripts: scripts!, baseLoadGzip, returningLoad: returningLoad!, newVisitor: { cardMs: spread(card), savedToShownMs: spread(saved) }, returningShownMs: spread(returning) }
  } finally {
    for (const visitor of visitors) await visitor.close().catch(() => {})
    await browser?.close()
    for (const stop of stops) await stop()
  }
}
