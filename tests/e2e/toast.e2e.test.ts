import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser, loadTestApp, openPage, screenshot, settle, showView, startFixtureApi, startTestApp,
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

interface Rect {
  left: number
  top: number
  right: number
  bottom: number
}

interface ToastLayout {
  text: string
  toast: Rect
  title: Rect
  header: Rect
  card: Rect
  /** How many lines the message takes: one client rect per line box of its text. */
  lines: number
  /** One line of the message, in px. */
  lineHeight: number
}

/** Where the open toast sits against the card and its header, once it has settled. */
async function readToast(page: Page, message: string): Promise<ToastLayout> {
  const toast = page.getByRole('dialog').locator('.pc-toast[data-open="true"]')
  await toast.filter({ hasText: message }).waitFor()
  await settle(page, { minMs: 50 })
  return toast.evaluate((element) => {
    const rect = (of: Element): Rect => {
      const { left, top, right, bottom } = of.getBoundingClientRect()
      return { left, top, right, bottom }
    }
    const card = element.closest('[role="dialog"]')!
    const text = [...element.querySelectorAll('span')].map((span) => span.firstChild).find((node) => node instanceof Text)!
    const range = document.createRange()
    range.selectNodeContents(text)
    return {
      text: text.data,
      toast: rect(element),
      title: rect(card.querySelector('.pc-title')!),
      header: rect(card.querySelector('.pc-header')!),
      card: rect(card),
      lines: range.getClientRects().length,
      lineHeight: parseFloat(getComputedStyle(text.parentElement!).lineHeight) || 20,
    }
  })
}

const intersects = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/** Under the header, clear of the title, centred in the card, and the message on one line. */
function expectPlacedAndOneLine(layout: ToastLayout) {
  expect(intersects(layout.toast, layout.title), 'the toast covers the title').toBe(false)
  expect(layout.toast.top).toBeGreaterThanOrEqual(layout.header.bottom)
  expect(layout.toast.left).toBeGreaterThan(layout.card.left)
  expect(layout.toast.right).toBeLessThan(layout.card.right)
  const centre = (rect: Rect) => (rect.left + rect.right) / 2
  expect(Math.abs(centre(layout.toast) - centre(layout.card))).toBeLessThan(1)
  expect(layout.lines, `"${layout.text}" wraps`).toBe(1)
  expect(layout.toast.bottom - layout.toast.top).toBeLessThan(1.5 * layout.lineHeight + 16)
}

const combos: [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

describe.each(combos)('%s %s', (viewport, theme) => {
  let session: PageSession
  let page: Page
  beforeAll(async () => {
    session = await openPage(browser, { viewport, colorScheme: theme })
    page = session.page
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await loadTestApp(page, app, { api: api.url })
  })
  afterAll(async () => {
    await session?.close()
  })

  it('rule: the toast sits under the header, never over the title, and a short message stays on one line', async () => {
    await showView(page, 'Account')
    const copy = page.getByRole('dialog').getByRole('button', { name: 'Copy address' })
    await copy.click()
    expectPlacedAndOneLine(await readToast(page, 'Address copied'))
    await screenshot(page, `toast-${viewport}-${theme}`)

    // A page that may not write to the clipboard: the longer message is still one line at 360 px.
    await page.evaluate(() => void (navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))))
    await copy.click()
    expectPlacedAndOneLine(await readToast(page, 'Could not copy the address'))
    await screenshot(page, `toast-error-${viewport}-${theme}`)
    expect(session.pageErrors).toEqual([])
  })
})
