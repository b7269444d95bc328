import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describeViolations, launchBrowser, loadTestApp, openPage, runAxe, screenshot, showView, SHOWN_VIEWS, startFixtureApi, startTestApp,
  type ColorScheme, type FixtureApi, type PageSession, type TestApp, type ViewportName,
} from './harness/index.js'

let browser: Browser
let api: FixtureApi
let app: TestApp
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
})
afterAll(async () => {
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})


/** The locale chunks a page fetched, by file name ('ar-1a2b3c.js' reads 'ar'). */
const localeChunks = (urls: readonly string[]) =>
  urls.map((url) => /\/i18n\/locales\/(\w+)\.ts|\/(\w{2})-[\w-]{8}\.js$/.exec(url)).flatMap((match) => (match ? [match[1] ?? match[2]] : []))

const combos: [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

// Every view in Arabic, right to left: a photo of each into tests/e2e/screenshots/ar-<view>-...
// for people to look at, and axe on each, which must find nothing.
describe.each(combos)('Arabic, %s %s', (viewport, theme) => {
  let session: PageSession
  const requested: string[] = []
  beforeAll(async () => {
    session = await openPage(browser, { viewport, colorScheme: theme })
    session.page.on('request', (request) => requested.push(request.url()))
    await loadTestApp(session.page, app, { api: api.url, locale: 'ar' })
  })
  afterAll(async () => {
    await session?.close()
  })

  it.each(SHOWN_VIEWS)('rule: %s reads right to left in Arabic, is photographed and has no axe violation', async (view) => {
    const { page } = session
    await showView(page, view)
    const root = page.locator('.pc-root')
    await expect.poll(() => root.getAttribute('dir')).toBe('rtl')
    expect(await root.getAttribute('lang')).toBe('ar')
    await expect.poll(() => page.locator('.pc-card').innerText()).toMatch(/[\u0600-\u06FF]/)
    await screenshot(page, `ar-${view}-${viewport}-${theme}`)
    expect(describeViolations(await runAxe(page))).toEqual([])
    expect(session.pageErrors).toEqual([])
  })

  it('rule: only the active locale catalog is fetched', () => {
    expect(localeChunks(requested)).toEqual(['ar'])
  })
})

describe('the visitor language', () => {
  it('rule: without a locale option the button speaks the browser language, and English needs no catalog', async () => {
    for (const [language, text] of [['de-DE', /Wallet verbinden|verbinden/i], ['en-US', /^Connect Wallet$/]] as const) {
      const session = await openPage(browser, { viewport: 'desktop', colorScheme: 'dark', locale: language })
      const requested: string[] = []
      session.page.on('request', (request) => requested.push(request.url()))
      try {
        await loadTestApp(session.page, app, { api: api.url })
        const button = session.page.locator('portico-button button').first()
        await expect.poll(() => button.innerText()).toMatch(text)
        expect(localeChunks(requested)).toEqual(language === 'en-US' ? [] : ['de'])
      } finally {
        await session.close()
      }
    }
  })

  it('rule: a right-to-left button host carries dir and lang, so its shadow content mirrors', async () => {
    const session = await openPage(browser, { viewport: 'desktop', colorScheme: 'light' })
    try {
      await loadTestApp(session.page, app, { api: api.url, locale: 'he' })
      const host = session.page.locator('portico-button').first()
      await expect.poll(() => host.getAttribute('dir')).toBe('rtl')
      expect(await host.getAttribute('lang')).toBe('he')
      await expect.poll(() => host.locator('button').innerText()).toMatch(/[\u0590-\u05FF]/)
      await screenshot(session.page, 'he-button-desktop-light')
    } finally {
      await session.close()
    }
  })
})
