import type { Page } from 'playwright-core'
import type { TestApp, TestPageParams } from './startTestApp.js'

/**
 * Opens the test page and waits until it is ready: the kernel (window.__portico) has started and
 * the requested view, if any, is open. A page whose start failed is an error here, not a time-out.
 */
export async function loadTestApp(page: Page, app: TestApp, params: TestPageParams = {}): Promise<void> {
  await page.goto(app.pageUrl(params))
  const handle = await page.waitForFunction(() => document.documentElement.dataset.ready)
  const ready = await handle.jsonValue()
  if (ready !== 'true') throw new Error(`the test page did not start (${ready})`)
}
