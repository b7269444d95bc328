import path from 'node:path'
import type { Browser } from 'playwright-core'
import { freePort } from '../../../scripts/startStack.js'
import { openDatabase } from '../../../services/api/db/openDatabase.js'
import { upsertProject } from '../../../services/api/projects/upsertProject.js'
import { startAnvil } from '../../../services/devnet/startAnvil.js'
import { startFarcasterRelay } from '../../../services/farcaster/startFarcasterRelay.js'
import { startMailbox } from '../../../services/frame/mailbox/startMailbox.js'
import { startFrame } from '../../../services/frame/startFrame.js'
import { standInClients } from '../../../services/oidc/standInClients.js'
import { startOidcProvider } from '../../../services/oidc/startOidcProvider.js'
import { launchBrowser } from '../../e2e/harness/launchBrowser.js'
import { buildApp } from '../build/buildApp.js'
import { percentile } from '../measure/stats.js'
import { serveStatic } from '../serve/serveStatic.js'
import type { Spread } from './emailLogin.js'
import { loadScripts } from './emailScripts.js'
import { farcasterScripts, socialScripts, type Origins, type SocialScripts } from './socialScripts.js'
import { openSocialVisitor, type SocialVisitor } from './socialVisitor.js'

/** What the section reports. */
export interface SocialLoginFigures {
  runs: number
  scripts: SocialScripts
  /** Scripts before the first click, gzip, in a fresh context: portico-email, and portico-social (the two plugins added). */
  loadGzip: { email: number; social: number }
  /** A farcaster tap's scripts, or why they could not be had. */
  farcaster: (Origins & { codeShown: boolean }) | { error: string }
  /** Google's tap → the popup's first paint of the provider's login page. */
  tapToProviderMs: Spread
  /** 'Sign in' at the provider → the recovery card in the frame: the callback, the server's check and the wallet's making. */
  signInToCardMs: Spread
  /** 'I saved it' in the frame → the Account view with the address. */
  savedToShownMs: Spread
}

const PROJECT_ID = 'portico-bench'

/**
 * Social login on the local stack, as scripts/startStack.ts wires it but in this process: the
 * frame's server and page (PGlite, in memory) with the local OpenID provider standing in for
 * every social provider and the Farcaster relay stand-in, the development mailbox (the frame
 * mails codes), anvil, and the portico-social app served statically as the project's origin.
 * Each of `runs` new visitors, in a context of their own, taps Google, signs in at the provider
 * with an address of their own, saves the recovery code and reaches the Account view.
 */
export async function benchSocialLogin(benchDir: string, cacheDir: string, options: { runs?: number } = {}): Promise<SocialLoginFigures> {
  const runs = options.runs ?? 5
  const chainId = 31337
  const [app, emailApp] = [await buildApp(path.join(benchDir, 'apps', 'portico-social'), { cacheDir }), await buildApp(path.join(benchDir, 'apps', 'portico-email'), { cacheDir })]
  const sql = await openDatabase()
  const stops: (() => Promise<void>)[] = [() => sql.close()]
  let browser: Browser | undefined
  const visitors: SocialVisitor[] = []
  try {
    const mailbox = await startMailbox()
    stops.unshift(() => mailbox.stop())
    const anvil = await startAnvil({ chainId })
    stops.unshift(() => anvil.stop())
    // The provider's clients name the frame's callback, so the frame's port is settled first.
    const framePort = await freePort()
    const clients = standInClients([`http://127.0.0.1:${framePort}/v1/social/callback`])
    const [oidc, relay] = await Promise.all([startOidcProvider({ clients }), startFarcasterRelay({})])
    stops.unshift(() => oidc.stop(), () => relay.stop())
    const socialProviders = { [PROJECT_ID]: Object.fromEntries(clients.map((client) => [client.clientId, { clientId: client.clientId, clientSecret: client.clientSecret, issuer: oidc.issuer }])) }
    const frame = await startFrame({ port: framePort, database: sql, smtp: { url: mailbox.smtpUrl }, socialProviders, farcaster: { relayUrl: relay.url, rpcUrl: anvil.rpcUrl } })
    stops.unshift(() => frame.stop())
    const [server, emailServer] = [await serveStatic(app.distDir), await serveStatic(emailApp.distDir)]
    stops.unshift(() => server.stop(), () => emailServer.stop())
    await upsertProject(sql, { id: PROJECT_ID, name: 'Portico bench', allowedOrigins: [server.url], features: [{ id: 'email', isEnabled: true, config: null }], analyticsEnabled: false })
    browser = await launchBrowser()
    const query = new URLSearchParams({ rpc: anvil.rpcUrl, chain: String(chainId), frame: frame.url })
    const url = `${server.url}/?${query}`
    const loadGzip = { email: (await loadScripts(browser, `${emailServer.url}/?${query}`)).gzip, social: (await loadScripts(browser, url)).gzip }

    const provider: number[] = []
    const card: number[] = []
    const saved: number[] = []
    let scripts: SocialScripts | undefined
    for (let run = 0; run < runs; run++) {
      const visitor = await openSocialVisitor(browser, { frameOrigin: frame.url })
      visitors.push(visitor)
      const email = `bench-social-${Date.now()}-${run}@example.com`
      if (run === 0) {
        scripts = await socialScripts(visitor, url, frame.url, email)
      } else {
        await visitor.page.goto(url)
        await visitor.openConnect()
        await visitor.tapGoogle()
        await visitor.signIn(email)
        await visitor.saveRecoveryCode()
      }
      const stamps = await visitor.stamps()
      if (stamps.recoveryCard === undefined || stamps.saved === undefined) throw new Error('a new visitor was shown no recovery code')
      provider.push(stamps.providerShown - stamps.tapped)
      card.push(stamps.recoveryCard - stamps.signedIn)
      saved.push(stamps.shown - stamps.saved)
    }
    const farcasterVisitor = await openSocialVisitor(browser, { frameOrigin: frame.url })
    visitors.push(farcasterVisitor)
    const farcaster = await farcasterScripts(farcasterVisitor, url, frame.url).catch((error: unknown) => ({ error: error instanceof Error ? error.message.split('\n')[0]! : String(error) }))
    const spread = (times: number[]): Spread => ({ p50: percentile(times, 50)!, p95: percentile(times, 95)! })
    return { runs, scripts: scripts!, loadGzip, farcaster, tapToProviderMs: spread(provider), signInToCardMs: spread(card), savedToShownMs: spread(saved) }
  } finally {
    for (const visitor of visitors) await visitor.close().catch(() => {})
    await browser?.close()
    for (const stop of stops) await stop()
  }
}
