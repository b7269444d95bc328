import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot, startTestApp, type PageSession, type TestApp } from '../harness/index.js'

/**
 * The site's half of the embedded wallet in a real browser, against a stand-in frame page on
 * another origin (tests/fixtures/embeddedwallet/app/stubFrame.ts; the real one is services/frame's):
 * the iframe made on the first use, messages across origins both ways, the email login through
 * react/'s email views, and a signature approved in the frame shown inside the modal.
 */
let browser: Browser
let app: TestApp
let session: PageSession
let page: Page
beforeAll(async () => {
  ;[browser, app] = await Promise.all([launchBrowser(), startTestApp({ root: fileURLToPath(new URL('../../fixtures/embeddedwallet/app/', import.meta.url)) })])
  session = await openPage(browser, { viewport: 'desktop', colorScheme: 'dark' })
  page = session.page
})
afterAll(async () => {
  await session?.close()
  await Promise.all([browser?.close(), app?.stop()])
})

const dialog = () => page.getByRole('dialog')
const frame = () => page.locator('iframe[title="Embedded wallet"]')
const modalView = () => page.evaluate(() => window.__embedded?.kernel.store('router').getState().view)
const SIGNATURE = `0x${'ab'.repeat(65)}`

describe('the embedded wallet against a frame on another origin', () => {
  it('rule: no frame before the visitor chooses email; the code sent, the frame exists', async () => {
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(modalView).toBe('Connect')
    expect(await frame().count()).toBe(0)
    await dialog().getByLabel('Email').fill('visitor@example.com')
    await dialog().getByRole('button', { name: 'Continue' }).click()
    await expect.poll(modalView, { timeout: 20_000 }).toBe('EmailLogin')
    expect(await frame().count()).toBe(1)
    expect(await frame().getAttribute('src')).toMatch(/^http:\/\/localhost:\d+\/stubFrame\.html\?projectId=embedded-site&chainId=eip155%3A1&version=/)
  })

  it("rule: a wrong code shows the frame's own words; the right one connects the wallet's account", async () => {
    await dialog().getByLabel('Code').fill('000000')
    await dialog().getByText('Invalid code').waitFor()
    await dialog().getByLabel('Code').fill('123456')
    await expect.poll(modalView, { timeout: 20_000 }).toBe('Account')
    const account = await page.evaluate(() => window.__embedded!.kernel.store('chains').getState().byNamespace.eip155?.account)
    expect(account).toMatchObject({ status: 'connected', address: '0x5555555555555555555555555555555555555555' })
    expect(await page.evaluate(() => localStorage.getItem('portico:email-login-used'))).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)
  })

  it('rule: a signature opens ApproveTransaction with the frame laid over its body; approved in the frame, it resolves and the modal closes', async () => {
    const signing = page.evaluate(() => window.__embedded!.sign('hello'))
    await expect.poll(modalView).toBe('ApproveTransaction')
    const approve = page.frameLocator('iframe[title="Embedded wallet"]').getByRole('button', { name: 'Approve' })
    await approve.waitFor()
    const [frameBox, dialogBox] = await Promise.all([frame().boundingBox(), dialog().boundingBox()])
    expect(frameBox!.width).toBeGreaterThan(200)
    expect(frameBox!.x).toBeGreaterThanOrEqual(dialogBox!.x)
    expect(frameBox!.x + frameBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width + 1)
    // The keyboard reaches the frame's buttons: the view's focus went on into the frame.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe('Embedded wallet')
    await screenshot(page, 'embeddedwallet-approve-desktop-dark')
    await approve.click()
    expect(await signing).toBe(SIGNATURE)
    await expect.poll(() => dialog().count()).toBe(0)
    expect((await frame().boundingBox())?.width ?? 0).toBe(0)
  })

  it('rule: nothing left the page for another host, and the page raised no error', () => {
    expect(session.blockedRequests).toEqual([])
    expect(session.pageErrors).toEqual([])
  })
})
