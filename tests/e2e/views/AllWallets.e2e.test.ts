import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  focusedElement, isFocused, launchBrowser, loadTestApp, openPage, settle, startFixtureApi, startTestApp, waitForView,
  type FixtureApi, type PageSession, type TestApp, type ViewportName,
} from '../harness/index.js'

/*
 * All Wallets in real Chromium, on the test page with the fixture registry: what it focuses when
 * it opens on a phone and on a computer.
 */

let browser: Browser
let api: FixtureApi
let app: TestApp
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
})
afterAll(async () => {
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})

const dialog = (page: Page): Locator => page.locator('portico-modal').getByRole('dialog')
const searchField = (page: Page): Locator => dialog(page).getByRole('searchbox', { name: 'Search wallets' })

/** Waits until All Wallets shows its first tiles and every focus move of the opening is done. */
async function allWalletsShown(page: Page): Promise<void> {
  await waitForView(page, 'AllWallets')
  await dialog(page).getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
  await settle(page)
}

async function withPage(viewport: ViewportName, run: (session: PageSession) => Promise<void>): Promise<void> {
  const session = await openPage(browser, { viewport })
  try {
    await run(session)
    expect(session.pageErrors).toEqual([])
  } finally {
    await session.close()
  }
}

describe('what All Wallets focuses when it opens', () => {
  it('rule: on a phone, All Wallets does not focus the search field (the keyboard would cover half the sheet), opened from Connect or on its own', async () => {
    await withPage('mobile', async ({ page }) => {
      await loadTestApp(page, app, { api: api.url })
      expect(await page.evaluate(() => window.__portico!.options.isMobile())).toBe(true)
      await page.getByRole('button', { name: 'Connect Wallet' }).tap()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: /^All Wallets/ }).tap()
      await allWalletsShown(page)
      expect(await isFocused(searchField(page))).toBe(false)
      expect(await focusedElement(page)).toMatchObject({ inDialog: true })

      await loadTestApp(page, app, { api: api.url, view: 'AllWallets' })
      await allWalletsShown(page)
      expect(await isFocused(searchField(page))).toBe(false)
      expect(await focusedElement(page)).toMatchObject({ inDialog: true })

      // The field is still there for the visitor who wants it.
      await searchField(page).tap()
      expect(await isFocused(searchField(page))).toBe(true)
    })
  })

  it('rule: on a computer, All Wallets focuses the search field when it opens, from Connect or on its own', async () => {
    await withPage('desktop', async ({ page }) => {
      await loadTestApp(page, app, { api: api.url })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: /^All Wallets/ }).click()
      await allWalletsShown(page)
      expect(await isFocused(searchField(page))).toBe(true)

      await loadTestApp(page, app, { api: api.url, view: 'AllWallets' })
      await allWalletsShown(page)
      expect(await isFocused(searchField(page))).toBe(true)
    })
  })
})
