import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  focusedElement, isFocused, launchBrowser, loadTestApp, openPage, readRouter, startFixtureApi, startTestApp, waitForClosed, waitForView,
  type FixtureApi, type OpenPageOptions, type PageSession, type TestApp,
} from './harness/index.js'

let browser: Browser
let api: FixtureApi
let app: TestApp
let desktop: PageSession
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
  desktop = await openPage(browser, { viewport: 'desktop', colorScheme: 'dark' })
})
afterAll(async () => {
  await desktop?.close()
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})

/** Runs `body` on a page of its own (another viewport or motion setting) and closes it whatever happens. */
async function withPage(options: OpenPageOptions, body: (session: PageSession) => Promise<void>) {
  const session = await openPage(browser, options)
  try {
    await body(session)
  } finally {
    await session.close()
  }
}

/** The drop-in ConnectButton: the first <portico-button>, whose open shadow root locators pierce. */
const connectButton = (page: Page) => page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' })
const dialog = (page: Page) => page.getByRole('dialog')

async function openWithConnectButton(page: Page) {
  await connectButton(page).click()
  await waitForView(page, 'Connect')
}

describe('opening and closing', () => {
  it('rule: the connect button opens a modal dialog labelled by its title', async () => {
    const { page, pageErrors } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    const labelled = page.getByRole('dialog', { name: 'Connect Wallet' })
    expect(await labelled.count()).toBe(1)
    expect(await labelled.isVisible()).toBe(true)
    expect(await labelled.getAttribute('aria-modal')).toBe('true')
    // The label is the visible heading of the header, not a hidden copy of it.
    const title = await labelled.evaluate((card) => {
      const heading = (card.getRootNode() as ShadowRoot).getElementById(card.getAttribute('aria-labelledby') ?? '')
      return heading && { tag: heading.tagName, text: heading.textContent, inHeader: heading.closest('.pc-header') !== null, shown: heading.getClientRects().length > 0 }
    })
    expect(title).toEqual({ tag: 'H2', text: 'Connect Wallet', inHeader: true, shown: true })
    // Focus moved into the dialog: Tab starts there, not on the page behind it.
    expect((await focusedElement(page)).inDialog).toBe(true)
    expect(pageErrors).toEqual([])
  })

  it('rule: Escape closes the dialog and gives focus back to the connect button', async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    await page.keyboard.press('Escape')
    await waitForClosed(page)
    expect(await dialog(page).count()).toBe(0)
    await expect.poll(() => isFocused(connectButton(page))).toBe(true)
  })

  it('rule: a click on the backdrop closes the dialog and gives focus back to the connect button; a click on the card does not close it', async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    const card = await dialog(page).boundingBox()
    expect(card).not.toBeNull()
    // Inside the card, on its header's empty left corner: nothing happens.
    await page.mouse.click(card!.x + card!.width / 2, card!.y + 4)
    expect((await readRouter(page)).open).toBe(true)
    // Outside the card, on the backdrop that covers the page.
    await page.mouse.click(20, 700)
    await waitForClosed(page)
    // Known defect (react/modal/Modal.tsx): the backdrop closes on mousedown without preventing its
    // default, so the browser's own mousedown focus step runs after the modal gave focus back and
    // moves it to <body>.
    await expect.poll(() => focusedElement(page), { timeout: 2000, message: 'focus after a backdrop click (expected the connect button)' })
      .toMatchObject({ tag: 'button', name: 'Connect Wallet', host: 'portico-button' })
  })

  it('rule: after the dialog moves to another view, focus stays inside it and Escape still closes it', async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
    await waitForView(page, 'AllWallets')
    // Known defect (react/modal/ViewStack.tsx, Modal.tsx): the clicked row leaves with the old view,
    // focus falls to <body>, and the dialog's keydown handler (Escape, the Tab trap) hears nothing.
    expect(await focusedElement(page), 'focus after moving from Connect to AllWallets').toMatchObject({ inDialog: true })
    await page.keyboard.press('Escape')
    await waitForClosed(page)
  })

  it('rule: after connecting, closing the dialog gives focus to the account button that replaced the connect button', async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    await dialog(page).getByRole('button', { name: /^Mock eip155 wallet/ }).click()
    await waitForView(page, 'Account')
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await waitForClosed(page)
    // Known defect (react/modal/Modal.tsx with react/buttons/ConnectButton.tsx): the opener was the
    // connect button, which connecting replaced by the account button, so there is nothing to give
    // focus back to and it is left on <body>.
    await expect.poll(() => focusedElement(page), { timeout: 2000, message: 'focus after closing a connected modal (expected the account button)' })
      .toMatchObject({ tag: 'button', name: expect.stringMatching(/0x11…111111/), host: 'portico-button' })
  })

  it('rule: the Close button closes the dialog and the connect button opens it again on Connect', async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    await dialog(page).getByRole('button', { name: 'All Wallets' }).click()
    await waitForView(page, 'AllWallets')
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await waitForClosed(page)
    await openWithConnectButton(page)
    expect(await readRouter(page)).toEqual({ open: true, view: 'Connect', depth: 1 })
  })
})

describe('isolation from the host page', () => {
  it("rule: the host page's aggressive styles do not reach the modal or the buttons", async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    // Wallet images arrive after the rows (fetched, then shown as blobs); the photo needs one.
    await dialog(page).locator('.pc-image img').first().waitFor()
    const styles = await dialog(page).evaluate((card) => {
      const pick = (element: Element | null) => {
        if (!element) return undefined
        const style = getComputedStyle(element)
        return {
          fontFamily: style.fontFamily, fontStyle: style.fontStyle, letterSpacing: style.letterSpacing, wordSpacing: style.wordSpacing,
          textTransform: style.textTransform, textAlign: style.textAlign, cursor: style.cursor, background: style.backgroundColor,
          borderStyle: style.borderTopStyle, fontSize: style.fontSize, filter: style.filter, boxSizing: style.boxSizing,
        }
      }
      return {
        card: pick(card),
        title: pick(card.querySelector('.pc-title')),
        row: pick(card.querySelector('.pc-item')),
        image: pick(card.querySelector('.pc-image img')),
        closeButton: pick(card.querySelector('button[aria-label="Close"]')),
      }
    })
    const serif = /(^|[\s,'"])(serif|Courier New)(['",]|$)/i
    for (const [part, style] of Object.entries(styles)) {
      expect(style, part).toBeDefined()
      expect(style!.fontFamily, part).not.toMatch(serif)
      expect(style!.fontStyle, part).toBe('normal')
      expect(style!.letterSpacing, part).not.toBe('3px')
      expect(style!.wordSpacing, part).toBe('0px')
      expect(style!.textTransform, part).toBe('none')
      expect(style!.background, part).not.toBe('rgb(176, 0, 32)')
      expect(style!.background, part).not.toBe('rgb(255, 0, 255)')
      expect(style!.borderStyle, part).not.toBe('dashed')
      expect(style!.boxSizing, part).toBe('border-box')
    }
    expect(styles.card!.background).toBe('rgb(18, 19, 19)')
    expect(styles.card!.textAlign).not.toBe('right')
    expect(styles.row!.cursor).toBe('pointer')
    expect(styles.title!.fontSize).toBe('16px')
    expect(styles.image!.filter).toBe('none')

    const button = await connectButton(page).evaluate((element) => {
      const style = getComputedStyle(element)
      return { fontFamily: style.fontFamily, background: style.backgroundColor, border: style.borderTopStyle, textTransform: style.textTransform, fontSize: style.fontSize }
    })
    expect(button.fontFamily).not.toMatch(serif)
    expect(button.background).not.toBe('rgb(176, 0, 32)')
    expect(button.border).not.toBe('dashed')
    expect(button.textTransform).toBe('none')
    expect(button.fontSize).toBe('14px')
  })

  it("rule: the modal's styles do not reach the host page", async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    const host = await page.locator('.host-action').evaluate((element) => {
      const style = getComputedStyle(element)
      return { background: style.backgroundColor, border: style.borderTopStyle, boxSizing: style.boxSizing }
    })
    expect(host).toEqual({ background: 'rgb(176, 0, 32)', border: 'dashed', boxSizing: 'content-box' })
  })
})

describe('motion', () => {
  const cardTiming = (page: Page) => dialog(page).evaluate((card) => {
    const style = getComputedStyle(card)
    return { name: style.animationName, duration: style.animationDuration }
  })

  it("rule: with prefers-reduced-motion the card's animation lasts about 1 ms", async () => {
    await withPage({ reducedMotion: 'reduce' }, async ({ page }) => {
      await loadTestApp(page, app, { api: api.url })
      await openWithConnectButton(page)
      const timing = await cardTiming(page)
      expect(timing.name).not.toBe('none')
      expect(parseFloat(timing.duration)).toBeLessThanOrEqual(0.001)
      const view = await page.locator('portico-modal .pc-view').evaluate((element) => getComputedStyle(element).animationDuration)
      expect(parseFloat(view)).toBeLessThanOrEqual(0.001)
    })
  })

  it("rule: without that preference the card opens over 120 ms (readable from its first frame; views still move over SPEC's 150 ms)", async () => {
    const { page } = desktop
    await loadTestApp(page, app, { api: api.url })
    await openWithConnectButton(page)
    expect(await cardTiming(page)).toEqual({ name: 'pc-pop', duration: '0.12s' })
  })
})

describe('a 390 px phone', () => {
  const widths = (page: Page) => page.evaluate(() => ({
    inner: innerWidth,
    page: document.documentElement.scrollWidth,
    card: Math.round(document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')?.getBoundingClientRect().width ?? 0),
  }))

  it('rule: the host page fits the screen before and after connecting, and the modal is a full-width sheet', async () => {
    await withPage({ viewport: 'mobile', colorScheme: 'light' }, async ({ page }) => {
      await loadTestApp(page, app, { api: api.url })
      expect(await widths(page)).toEqual({ inner: 390, page: 390, card: 0 })
      await openWithConnectButton(page)
      await dialog(page).getByRole('button', { name: /^Mock eip155 wallet/ }).click()
      await waitForView(page, 'Account')
      expect(await widths(page)).toEqual({ inner: 390, page: 390, card: 390 })
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await waitForClosed(page)
      // Connected, the header holds the network and account buttons with a balance.
      await page.locator('portico-button').getByRole('button', { name: /0x11…111111/ }).first().waitFor({ timeout: 5000 })
      expect(await widths(page)).toEqual({ inner: 390, page: 390, card: 0 })
    })
  })
})
