import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_IDLE_TIMEOUT_MS } from '../../../core/api/attachAnalytics.js'
import { startRelay, type Relay } from '../../../services/relay/startRelay.js'
import { launchBrowser, openPage, screenshot, settle, waitForView, type ColorScheme, type PageSession, type ViewportName } from '../harness/index.js'
import { BROWSER_WALLET_NAME, injectBrowserWallet } from './injectBrowserWallet.js'
import { recordHosts, type HostRecord } from './recordHosts.js'
import { startSnippetApp, type SnippetApp } from './startSnippetApp.js'
import type { SnippetVariant } from './readmeSnippet.js'

/*
 * Issue 21, point 9: a page that pastes the README's snippet, with no `apiUrl`, must reach no host
 * but its own. Before, it called api.portico.dev (configuration, origin check, analytics, wallet
 * registry) and rpc.portico.dev, hosts this project does not run, before any click. Every request
 * and WebSocket of the page is recorded from before its first script (openPage's guard aborts any
 * that would leave loopback, so nothing reaches the internet either way).
 */

let browser: Browser
let relay: Relay
const apps: SnippetApp[] = []
const sessions: PageSession[] = []

beforeAll(async () => {
  ;[browser, relay] = await Promise.all([launchBrowser(), startRelay()])
})

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()))
  await Promise.all(apps.map((app) => app.stop()))
  await Promise.all([browser?.close(), relay?.stop()])
})

async function snippetApp(variant: SnippetVariant = {}): Promise<SnippetApp> {
  const app = await startSnippetApp(variant)
  apps.push(app)
  return app
}

/** The snippet's page in a fresh context, with a browser wallet installed and every request recorded. */
async function openSnippet(app: SnippetApp, viewport: ViewportName, colorScheme: ColorScheme = 'dark'): Promise<{ page: Page; session: PageSession; hosts: HostRecord }> {
  const session = await openPage(browser, { viewport, colorScheme })
  sessions.push(session)
  await injectBrowserWallet(session.context)
  const hosts = recordHosts(session.context, session.page)
  await session.page.goto(app.url)
  return { page: session.page, session, hosts }
}

const modal = (page: Page) => page.locator('portico-modal')
/** The Connect view's rows, by their accessible names. */
const connectRows = (page: Page) => modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button').allInnerTexts()
const readKernel = (page: Page) => page.evaluate(() => {
  const kernel = window.__portico!
  return { status: kernel.status, apiUrl: kernel.options.apiUrl ?? null, rpcUrl: kernel.options.rpcUrl ?? null, remoteConfigStatus: kernel.store('options').getState().remoteConfigStatus }
})

/** Opens the modal on Connect, as a visitor does, and waits until the browser wallet is listed. */
async function openConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await modal(page).getByRole('button', { name: new RegExp(BROWSER_WALLET_NAME) }).waitFor()
  await settle(page)
}

describe("the README's snippet, with no apiUrl", () => {
  it.each<ViewportName>(['desktop', 'mobile'])(
    "rule: no request leaves for any host but the page's own: at load, at start, and with the modal open on its wallet list (%s)",
    async (viewport) => {
      const app = await snippetApp()
      const { page, session, hosts } = await openSnippet(app, viewport)
      // The snippet awaits start before it renders: the button is there once the kernel has started.
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect(await readKernel(page)).toEqual({ status: 'started', apiUrl: null, rpcUrl: null, remoteConfigStatus: 'skipped' })
      await openConnect(page)
      // Analytics reports wait for idle time, at most REPORT_IDLE_TIMEOUT_MS: INITIALIZE and MODAL_OPEN would have gone by now.
      await page.waitForTimeout(REPORT_IDLE_TIMEOUT_MS + 500)

      // The recorder saw the page's own requests (the page, its modules), so an empty list below means something.
      expect(hosts.urls.length).toBeGreaterThan(5)
      expect(hosts.elsewhere(new URL(app.url).host)).toEqual([])
      expect(session.blockedRequests).toEqual([])
      // The wallet list shown: the browser's wallet, and no registry rows (no All Wallets, no retry).
      expect(await connectRows(page)).toEqual([expect.stringContaining(BROWSER_WALLET_NAME)])
      expect(await modal(page).getByRole('button', { name: /All Wallets/ }).count()).toBe(0)
      expect(session.pageErrors).toEqual([])
    },
  )

  it("rule: with walletConnect() added, Connect offers the browser wallet and WalletConnect's QR code, and the QR pairs over the configured relay, no other host", async () => {
    const app = await snippetApp({ relayUrl: relay.url })
    const { page, session, hosts } = await openSnippet(app, 'desktop')
    await openConnect(page)
    const rows = await connectRows(page)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatch(/^WalletConnect/)
    expect(rows[1]).toContain(BROWSER_WALLET_NAME)

    await modal(page).getByRole('button', { name: /^WalletConnect/ }).click()
    await waitForView(page, 'ConnectingWalletConnect')
    await modal(page).getByRole('img', { name: /QR code/i }).waitFor({ timeout: 30_000 })
    await settle(page)
    await screenshot(page, 'hosts-no-api-walletconnect-qr-desktop-dark')

    const own = new URL(app.url).host
    const configured = new URL(relay.url).host
    expect(hosts.urls.some((url) => new URL(url).host === configured)).toBe(true)
    expect(hosts.elsewhere(own).filter((url) => new URL(url).host !== configured)).toEqual([])
    expect(session.blockedRequests).toEqual([])
    expect(session.pageErrors).toEqual([])
  })

  it.each<[ViewportName, ColorScheme]>([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']])(
    'screenshot: Connect with no apiUrl on %s in %s',
    async (viewport, colorScheme) => {
      const app = await snippetApp({ relayUrl: relay.url, themeMode: colorScheme })
      const { page } = await openSnippet(app, viewport, colorScheme)
      await openConnect(page)
      await screenshot(page, `hosts-no-api-connect-${viewport}-${colorScheme}`)
    },
  )
})
