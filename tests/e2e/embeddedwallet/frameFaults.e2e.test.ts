import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot, startTestApp, type PageSession, type TestApp } from '../harness/index.js'

/**
 * SPEC section 8's faults of the embedded wallet's frame in a real browser, on Playwright's clock
 * (moved past SPEC's time-outs rather than waited): a frame that never says Ready is given up
 * after 20 s with the load alert, and a request the frame never answers after 120 s with the
 * time-out's. The stand-in frame plays each fault (tests/fixtures/embeddedwallet/app/stubFrame.ts).
 */
let browser: Browser
let app: TestApp
let session: PageSession | undefined
beforeAll(async () => {
  ;[browser, app] = await Promise.all([launchBrowser(), startTestApp({ root: fileURLToPath(new URL('../../fixtures/embeddedwallet/app/', import.meta.url)) })])
})
afterEach(async () => {
  await session?.close()
  session = undefined
})
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()])
})

async function openWithFault(fault: 'silent' | 'stall'): Promise<Page> {
  session = await openPage(browser, { viewport: 'desktop', colorScheme: 'dark' })
  const { page } = session
  await page.clock.install()
  await page.goto(`${app.url}?frame=${fault}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByLabel('Email').fill('visitor@example.com')
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  return page
}

describe("the embedded wallet's frame failing, on the page's clock", () => {
  it("rule: a frame that never says Ready is given up after 20 s: the alert 'Network Error - Could not load embedded wallet', and the form says it could not load", async () => {
    const page = await openWithFault('silent')
    await expect.poll(() => page.locator('iframe[title="Embedded wallet"]').count(), { timeout: 20_000 }).toBe(1)
    await page.clock.fastForward(19_000)
    expect(await page.getByText('Network Error - Could not load embedded wallet').count()).toBe(0)
    await page.clock.fastForward(2_000)
    await page.getByText('Network Error - Could not load embedded wallet').first().waitFor()
    await expect.poll(() => page.getByRole('dialog').getByRole('alert').allTextContents()).toContain('Unable to load email login dependency')
    await screenshot(page, 'embeddedwallet-load-failed-desktop-dark')
  })

  it("rule: a code the frame never answers is given up after 120 s with 'Embedded Wallet Request Timed Out'", async () => {
    const page = await openWithFault('stall')
    await page.getByRole('dialog').getByLabel('Code').waitFor()
    await page.getByRole('dialog').getByLabel('Code').fill('123456')
    await page.clock.fastForward(119_000)
    expect(await page.getByText('Embedded Wallet Request Timed Out').count()).toBe(0)
    await page.clock.fastForward(2_000)
    await page.getByText('Embedded Wallet Request Timed Out').first().waitFor()
    await screenshot(page, 'embeddedwallet-request-timed-out-desktop-dark')
    expect(session!.pageErrors).toEqual([])
  })
})
