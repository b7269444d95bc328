import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  isFocused, launchBrowser, loadTestApp, openPage, runAxe, screenshot, settle, showView, startFixtureApi, startTestApp,
  type ColorScheme, type FixtureApi, type PageSession, type TestApp, type ViewportName,
} from './harness/index.js'
import { colourDistance, contrastRatio, parseRgb, photograph, type Box, type Rgb } from './harness/pixels.js'

let browser: Browser
let api: FixtureApi
let app: TestApp
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
})
afterAll(async () => {
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})

const SIDES = ['left', 'right', 'top', 'bottom'] as const
type Side = (typeof SIDES)[number]

/** What is drawn at the middle of one side of a control: its edge, just inside, and just outside. */
interface Edge {
  /** Of the three pixel rows inside the edge, the one nearest the focus colour. */
  ring: Rgb
  /** 6 px inside the edge: the control's own background. */
  inside: Rgb
  /** 2 px outside the edge: what the control sits on. */
  outside: Rgb
}

/** Reads the four sides of `box` as drawn, measuring how close each comes to `focus`. */
async function readEdges(page: Page, box: Box, focus: Rgb): Promise<Record<Side, Edge>> {
  const pixels = await photograph(page, box, 4)
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  // A pixel `depth` px inside the edge (negative: outside), sampled at its centre.
  const at = (side: Side, depth: number): Rgb => {
    if (side === 'left') return pixels.at(box.x + depth + 0.5, middle.y)
    if (side === 'right') return pixels.at(box.x + box.width - depth - 0.5, middle.y)
    if (side === 'top') return pixels.at(middle.x, box.y + depth + 0.5)
    return pixels.at(middle.x, box.y + box.height - depth - 0.5)
  }
  const edge = (side: Side): Edge => ({
    ring: [0, 1, 2].map((depth) => at(side, depth)).sort((a, b) => colourDistance(a, focus) - colourDistance(b, focus))[0]!,
    inside: at(side, 6),
    outside: at(side, -2),
  })
  return { left: edge('left'), right: edge('right'), top: edge('top'), bottom: edge('bottom') }
}

/** Presses Tab until `target` has focus, as a keyboard visitor would reach it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 60; step++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the control')
}

interface RingCheck {
  /** The computed outline while focused: style, width, colour. */
  outline: { style: string; width: string; color: string }
  /** Per side, how far the drawn edge is from the focus colour, focused and not. */
  focusedDistance: Record<Side, number>
  unfocusedDistance: Record<Side, number>
  /** Per side, the drawn ring's contrast with the control's background and with what is around it. */
  contrastInside: Record<Side, number>
  contrastOutside: Record<Side, number>
}

/**
 * Reaches `target` with Tab and photographs it; then Shift+Tab moves focus off it and it is
 * photographed again. The ring must be drawn, in full, on all four sides, and be gone after.
 */
async function checkRing(page: Page, target: Locator, photo: string): Promise<RingCheck> {
  await tabTo(page, target)
  await settle(page, { minMs: 50 })
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor }
  })
  const focus = parseRgb(await target.evaluate((element) => getComputedStyle(element.closest('.pc-root')!).getPropertyValue('--pc-focus')).then(toRgb(page)))
  const focused = await readEdges(page, (await target.boundingBox())!, focus)
  await screenshot(page, photo)

  await page.keyboard.press('Shift+Tab')
  expect(await isFocused(target)).toBe(false)
  await settle(page, { minMs: 50 })
  const unfocused = await readEdges(page, (await target.boundingBox())!, focus)

  const per = (read: (side: Side) => number) => Object.fromEntries(SIDES.map((side) => [side, Math.round(read(side) * 10) / 10])) as Record<Side, number>
  return {
    outline,
    focusedDistance: per((side) => colourDistance(focused[side].ring, focus)),
    unfocusedDistance: per((side) => colourDistance(unfocused[side].ring, focus)),
    contrastInside: per((side) => contrastRatio(focused[side].ring, focused[side].inside)),
    contrastOutside: per((side) => contrastRatio(focused[side].ring, focused[side].outside)),
  }
}

/** Resolves a CSS colour (hsla(), a name) to the rgb() the browser computes for it. */
const toRgb = (page: Page) => (css: string) => page.evaluate((css) => {
  const probe = document.createElement('span')
  probe.style.color = css
  document.body.append(probe)
  const rgb = getComputedStyle(probe).color
  probe.remove()
  return rgb
}, css.trim())

/** Drawn within 40 of the focus colour on every side (anti-aliasing aside), absent once unfocused, 3:1 against both neighbours. */
function expectVisibleRing(check: RingCheck) {
  expect(check.outline).toMatchObject({ style: 'solid', width: '2px' })
  for (const side of SIDES) {
    expect(check.focusedDistance[side], `ring drawn on the ${side} side`).toBeLessThan(40)
    expect(check.unfocusedDistance[side], `no ring on the ${side} side once focus moved on`).toBeGreaterThan(100)
    expect(check.contrastInside[side], `ring against the control on the ${side} side`).toBeGreaterThanOrEqual(3)
    expect(check.contrastOutside[side], `ring against its surroundings on the ${side} side`).toBeGreaterThanOrEqual(3)
  }
}

/**
 * The test page has no plugin with Account tabs, so two are put in the kernel's registry as a
 * plugin's setup would have registered them, through the page's own addRegistered (pageActions).
 */
async function registerTabs(page: Page) {
  // A string, not a function: Vitest would rewrite a function's code for Node.
  await page.evaluate(`(() => {
    const panel = async () => ({ default: () => null })
    const registry = window.__portico.store('registry')
    window.__porticoActions.addRegistered(registry, 'accountTabs', { id: 'tokens', label: 'Tokens', order: 10, load: panel }, 'test')
    window.__porticoActions.addRegistered(registry, 'accountTabs', { id: 'activity', label: 'Activity', order: 30, load: panel }, 'test')
  })()`)
}

const combos: [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

describe.each(combos)('%s %s', (viewport, theme) => {
  let session: PageSession
  let page: Page
  const dialog = () => page.getByRole('dialog')
  beforeAll(async () => {
    session = await openPage(browser, { viewport, colorScheme: theme })
    page = session.page
    await loadTestApp(page, app, { api: api.url })
  })
  afterAll(async () => {
    await session?.close()
  })

  it('rule: a wallet row and the All Wallets row show a focus ring inside their edge, 3:1 against the row and the card, and axe stays clean', async () => {
    await showView(page, 'Connect')
    expectVisibleRing(await checkRing(page, dialog().getByRole('button', { name: /^Mock eip155 wallet/ }), `focus-wallet-row-${viewport}-${theme}`))
    expectVisibleRing(await checkRing(page, dialog().getByRole('button', { name: /^Aurora Wallet/ }), `focus-listing-row-${viewport}-${theme}`))
    const allWallets = dialog().getByRole('button', { name: /^All Wallets/ })
    expectVisibleRing(await checkRing(page, allWallets, `focus-all-wallets-row-${viewport}-${theme}`))
    await tabTo(page, allWallets)
    expect(await runAxe(page)).toEqual([])
  })

  it('rule: a wallet tile of All Wallets shows a focus ring inside its edge, not cut off by the scrolling grid', async () => {
    await showView(page, 'AllWallets')
    // The first tile touches the scroll box's top and left edges, where a ring outside it would be cut.
    expectVisibleRing(await checkRing(page, dialog().getByRole('list', { name: 'Wallets' }).getByRole('button').first(), `focus-wallet-tile-${viewport}-${theme}`))
  })

  it('rule: a network row shows a focus ring inside its edge', async () => {
    await showView(page, 'Networks')
    const row = dialog().locator('.pc-networks .pc-item').nth(1)
    expectVisibleRing(await checkRing(page, row, `focus-network-row-${viewport}-${theme}`))
    await tabTo(page, row)
    expect(await runAxe(page)).toEqual([])
  })

  it('rule: the selected tab shows a focus ring inside its edge, 3:1 against the tab and the tab bar', async () => {
    await registerTabs(page)
    await showView(page, 'Account')
    const tab = dialog().getByRole('tab', { name: 'Tokens' })
    expect(await tab.getAttribute('aria-selected')).toBe('true')
    expectVisibleRing(await checkRing(page, tab, `focus-tab-${viewport}-${theme}`))
    await tabTo(page, tab)
    expect(await runAxe(page)).toEqual([])
  })
})
