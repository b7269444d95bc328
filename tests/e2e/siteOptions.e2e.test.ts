import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser, loadTestApp, openPage, runAxe, screenshot, settle, startTestApp, waitForView,
  type ColorScheme, type TestApp, type ViewportName,
} from './harness/index.js'

/*
 * Issue 21, point 8: the options that changed nothing now do what their names say. The wallet
 * guide line of Connect (enableWalletGuide with walletGuideUrl) and a network button that only
 * shows the network (enableNetworkSwitch: false), on the test page in every look.
 */

let browser: Browser
let app: TestApp
beforeAll(async () => {
  ;[browser, app] = await Promise.all([launchBrowser(), startTestApp()])
})
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()])
})

const LOOKS: readonly [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

describe('the wallet guide', () => {
  it.each(LOOKS)(
    "rule: with walletGuideUrl set, Connect ends with 'New to wallets? Get started', which opens the guide in a new tab with no hold on the site (%s, %s)",
    async (viewport, colorScheme) => {
      const session = await openPage(browser, { viewport, colorScheme })
      const { page, context } = session
      const guide = `${app.url}/wallet-guide`
      await loadTestApp(page, app, { guide })
      await page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await settle(page)
      const dialog = page.getByRole('dialog')
      const footer = dialog.locator('.pc-connect > :last-child')
      expect(await footer.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())).toBe('New to wallets? Get started (opens in a new tab)')
      await screenshot(page, `wallet-guide-${viewport}-${colorScheme}`)
      expect(await runAxe(page, ['portico-modal', '[role="dialog"]'])).toEqual([])

      const link = dialog.getByRole('link', { name: /Get started/ })
      const [opened] = await Promise.all([context.waitForEvent('page'), link.click()])
      await opened.waitForLoadState('domcontentloaded')
      expect(opened.url()).toBe(guide)
      // rel=noopener: the guide's page cannot reach back into the site.
      expect(await opened.evaluate(() => window.opener)).toBeNull()
      // The site's page and its modal stay as they were.
      expect(await page.evaluate(() => window.__portico!.store('router').getState().view)).toBe('Connect')
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )

  it('rule: without walletGuideUrl the Connect view has no wallet guide line', async () => {
    const session = await openPage(browser)
    await loadTestApp(session.page, app)
    await session.page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(session.page, 'Connect')
    expect(await session.page.getByRole('dialog').getByText('New to wallets?').count()).toBe(0)
    await session.close()
  })
})

describe('enableNetworkSwitch: false', () => {
  it.each(LOOKS)('rule: the network button shows the network and opens nothing (%s, %s)', async (viewport, colorScheme) => {
    const session = await openPage(browser, { viewport, colorScheme })
    const { page } = session
    await loadTestApp(page, app, { networkSwitch: 'off' })
    const host = page.locator('portico-button').nth(1)
    await expect.poll(() => host.locator('[data-kind="network"]').textContent()).toMatch(/Mock One$/)
    expect(await host.getByRole('button').count()).toBe(0)
    await host.locator('[data-kind="network"]').click()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.__portico!.store('modal').getState().open)).toBe(false)
    await settle(page)
    await screenshot(page, `network-static-${viewport}-${colorScheme}`)
    expect(session.pageErrors).toEqual([])
    await session.close()
  })
})

describe('the legal checkbox', () => {
  it.each(LOOKS)(
    'rule: with features.legalCheckbox on, Connect links the terms and privacy pages and no way in works until the visitor agrees (%s, %s)',
    async (viewport, colorScheme) => {
      const session = await openPage(browser, { viewport, colorScheme })
      const { page } = session
      await loadTestApp(page, app, { legal: 'on' })
      await page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await settle(page)
      const dialog = page.getByRole('dialog')
      const agree = dialog.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ })
      expect(await agree.isChecked()).toBe(false)
      expect(await dialog.getByRole('link', { name: /Terms of Service/ }).getAttribute('href')).toBe(`${app.url}/terms`)
      expect(await dialog.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(`${app.url}/privacy`)
      await screenshot(page, `legal-checkbox-${viewport}-${colorScheme}`)
      expect(await runAxe(page, ['portico-modal', '[role="dialog"]'])).toEqual([])

      // Inert: a click on a wallet row reaches nothing, and Tab skips the rows for the checkbox.
      const row = dialog.locator('.pc-legal-gated button').first()
      await row.click({ force: true })
      await page.waitForTimeout(200)
      expect(await page.evaluate(() => window.__portico!.store('router').getState().view)).toBe('Connect')
      expect(await row.evaluate((element) => element.closest('[inert]') !== null)).toBe(true)

      await agree.check()
      await settle(page)
      await screenshot(page, `legal-checkbox-agreed-${viewport}-${colorScheme}`)
      await dialog.locator('.pc-legal-gated button').first().click()
      await expect.poll(() => page.evaluate(() => window.__portico!.store('router').getState().view)).not.toBe('Connect')
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )
})

describe("themeMode 'system'", () => {
  it("rule: the modal follows the visitor's prefers-color-scheme, and changes with it while open", async () => {
    const session = await openPage(browser, { viewport: 'desktop', colorScheme: 'light' })
    const { page } = session
    await loadTestApp(page, app, { theme: 'system' })
    await page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    const background = () => page.getByRole('dialog').evaluate((element) => getComputedStyle(element.closest('.pc-card') ?? element).backgroundColor)
    await expect.poll(background).toBe('rgb(255, 255, 255)')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(background).toBe('rgb(18, 19, 19)')
    expect(session.pageErrors).toEqual([])
    await session.close()
  })
})
