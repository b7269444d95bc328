import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_FIXTURE_FEATURES, launchBrowser, loadTestApp, openPage, screenshot, settle, startFixtureApi, startTestApp, waitForView,
  type ColorScheme, type FixtureApi, type PageSession, type TestApp, type ViewportName,
} from '../harness/index.js'

/*
 * Issue 21, point 10: a provider API the page cannot reach at all (offline, a DNS failure) refused
 * nothing, so the visitor is not told 'Origin Not Allowed' (before: the failed configuration left
 * email login on, the origin check's own request failed too, and SPEC's empty list said the origin
 * was refused). The page says the configuration could not be loaded, and asks again when the
 * browser comes back online. The test page's requests to the fixture API fail as a DNS failure
 * does (route abort 'namenotresolved'); the browser's own offline switch then brings 'online'.
 */

let browser: Browser
let api: FixtureApi
let app: TestApp

beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([
    launchBrowser(),
    // Email login on (the origin check runs, and passes: the fixture allows http://127.0.0.1:*), multi-wallet on.
    startFixtureApi({ features: DEFAULT_FIXTURE_FEATURES.map((feature) => (feature.id === 'email' || feature.id === 'multiWallet' ? { ...feature, isEnabled: true } : feature)) }),
    startTestApp(),
  ])
})

afterAll(async () => {
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})

const modal = (page: Page) => page.locator('portico-modal')
const readState = (page: Page) => page.evaluate(() => {
  const kernel = window.__portico!
  const options = kernel.store('options').getState()
  return { alert: kernel.store('notifications').getState().alert?.code ?? null, remoteConfigStatus: options.remoteConfigStatus, multiWallet: options.features.multiWallet }
})

/** The test page with every request to the fixture API failing as a DNS failure does. */
async function openUnreachable(viewport: ViewportName, colorScheme: ColorScheme): Promise<PageSession> {
  const session = await openPage(browser, { viewport, colorScheme })
  await session.context.route(`${api.url}/**`, (route) => route.abort('namenotresolved'))
  await loadTestApp(session.page, app, { api: api.url, theme: colorScheme })
  return session
}

describe('a provider API the page cannot reach', () => {
  it("rule: the visitor sees 'Configuration Unavailable', not 'Origin Not Allowed'; back online, the kernel asks again, the alert goes and the configuration applies", async () => {
    const session = await openUnreachable('desktop', 'dark')
    const { page } = session
    try {
      expect(await readState(page)).toEqual({ alert: 'CONFIGURATION_UNAVAILABLE', remoteConfigStatus: 'failed', multiWallet: false })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      const bar = modal(page).locator('.pc-alert')
      await bar.waitFor()
      expect((await bar.innerText()).split(/\n+/)).toEqual(['Configuration Unavailable', 'The app configuration did not load. It retries once you are online.'])
      expect(await modal(page).getByText('Origin Not Allowed').count()).toBe(0)
      const asked = api.requests.length

      // The API is back, and the browser says it is online again (its own offline switch, off and on).
      await session.context.unroute(`${api.url}/**`)
      await page.evaluate(() => {
        window.__porticoOnlineEvents = 0
        window.addEventListener('online', () => void window.__porticoOnlineEvents!++)
      })
      await session.context.setOffline(true)
      await session.context.setOffline(false)
      await page.waitForFunction(() => window.__porticoOnlineEvents === 1)
      await expect.poll(() => readState(page)).toEqual({ alert: null, remoteConfigStatus: 'loaded', multiWallet: true })
      await bar.waitFor({ state: 'detached' })
      const paths = api.requests.slice(asked).map((request) => request.path)
      expect(paths).toContain('/appkit/v1/config')
      // Email login is on: the origin check ran again too, and this origin is allowed.
      await expect.poll(() => api.requests.slice(asked).map((request) => request.path)).toContain('/projects/v1/origins')
      expect(session.pageErrors).toEqual([])
    } finally {
      await session.close()
    }
  })

  it.each<[ViewportName, ColorScheme]>([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']])(
    "screenshot: Connect with 'Configuration Unavailable' on %s in %s",
    async (viewport, colorScheme) => {
      const session = await openUnreachable(viewport, colorScheme)
      try {
        await session.page.getByRole('button', { name: 'Connect Wallet' }).click()
        await waitForView(session.page, 'Connect')
        await modal(session.page).locator('.pc-alert').waitFor()
        await modal(session.page).getByRole('button', { name: /Try again/ }).waitFor()
        await settle(session.page)
        await screenshot(session.page, `hosts-configuration-unavailable-${viewport}-${colorScheme}`)
      } finally {
        await session.close()
      }
    },
  )
})

declare global {
  interface Window {
    /** How many 'online' events the page heard since the test started counting. */
    __porticoOnlineEvents?: number
  }
}
