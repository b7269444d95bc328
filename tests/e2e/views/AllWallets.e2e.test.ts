import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  focusedElement, isFocused, launchBrowser, loadTestApp, openPage, screenshot, settle, startFixtureApi, startTestApp, waitForView,
  type ColorScheme, type FixtureApi, type PageSession, type TestApp, type ViewportName,
} from '../harness/index.js'

/*
 * All Wallets in real Chromium, on the test page with the fixture registry: what it focuses when
 * it opens on a phone and on a computer, and how its grid lays out names of any length.
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

async function withPage(viewport: ViewportName, run: (session: PageSession) => Promise<void>, colorScheme: ColorScheme = 'dark'): Promise<void> {
  const session = await openPage(browser, { viewport, colorScheme })
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

/** Names a registry does hold: one long word, many words, a two-word name, and a short one. */
const LONG_NAMES = ['Superlongwalletnamewithoutspaces', 'The Wallet With A Very Long Name Indeed', 'Portico Exchange', 'Ox']

interface TileLayout {
  name: string
  imageTop: number
  tileTop: number
  lines: number
  /** Words of the name whose letters lie on more than one line. */
  brokenWords: string[]
}

/** The first row's tiles as laid out: where the image is, how many lines the name takes, which words wrap inside. */
function firstRowLayout(page: Page): Promise<TileLayout[]> {
  return dialog(page).getByRole('list', { name: 'Wallets' }).evaluate((list) =>
    [...[...list.querySelectorAll<HTMLElement>('.pc-allwallets-row')].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0]!
      .querySelectorAll<HTMLElement>('.pc-allwallets-tile')].map((tile) => {
        const label = tile.querySelector<HTMLElement>('.pc-allwallets-name')!
        const text = label.firstChild!
        const lineHeight = parseFloat(getComputedStyle(label).lineHeight)
        const brokenWords: string[] = []
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(text, match.index)
          range.setEnd(text, match.index + match[0].length)
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (tops.size > 1) brokenWords.push(match[0])
        }
        return {
          name: tile.title,
          imageTop: tile.querySelector('.pc-image')!.getBoundingClientRect().top,
          tileTop: tile.getBoundingClientRect().top,
          lines: Math.round(label.getBoundingClientRect().height / lineHeight),
          brokenWords,
        }
      }))
}

describe.each<[ViewportName, ColorScheme]>([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']])('the All Wallets grid (%s, %s)', (viewport, colorScheme) => {
  it('rule: icons sit on one line whatever the length of the names, and a name wraps between words only, on at most two lines', async () => {
    await withPage(viewport, async ({ page }) => {
      await loadTestApp(page, app, { api: api.url, view: 'AllWallets' })
      await allWalletsShown(page)
      // The first four wallets the phone and the computer list, renamed as a registry may name them.
      await page.evaluate((names) => {
        const kernel = window.__portico!
        const mobile = kernel.options.isMobile()
        kernel.store('wallets').setState((draft) => {
          const shown = draft.listings.filter((wallet) => !mobile || wallet.mobile_link)
          names.forEach((name, index) => void (shown[index]!.name = name))
        })
      }, LONG_NAMES)
      await dialog(page).getByRole('button', { name: LONG_NAMES[0] }).waitFor()
      await settle(page)
      await screenshot(page, `allwallets-long-names-${viewport}-${colorScheme}`)

      const tiles = await firstRowLayout(page)
      expect(tiles.map((tile) => tile.name)).toEqual(LONG_NAMES)
      const offsets = new Set(tiles.map((tile) => Math.round(tile.imageTop - tile.tileTop)))
      expect(offsets.size, `image offsets ${[...offsets].join(', ')}`).toBe(1)
      for (const tile of tiles) {
        expect(tile.brokenWords, tile.name).toEqual([])
        expect(tile.lines, tile.name).toBeLessThanOrEqual(2)
      }
      // One word too long for the tile keeps to one line (ending in an ellipsis), not two halves.
      expect(tiles[0]!.lines).toBe(1)
      expect(tiles[1]!.lines).toBe(2)
    }, colorScheme)
  })
})
