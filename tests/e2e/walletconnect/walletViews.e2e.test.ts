import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDemo } from '../demo/demoPage.js'
import { EXCHANGE_WALLET_ID } from '../../../services/api/registry/fixedWallets.js'
import { openPage, screenshot, settle, useLocalStack, waitForView, type ColorScheme, type PageSession, type ViewportName } from '../harness/index.js'
import { modal } from './pairingSteps.js'

/*
 * How the wallet rows and a wallet's own view look on the stack `npm start` runs (the demo with
 * walletConnect() on the local relay), on a phone and on a computer.
 */

const local = useLocalStack()

const sessions: PageSession[] = []
afterAll(async () => {
  for (const session of sessions) await session.close()
})

/** The demo, open on the Connect view, in a fresh context. */
async function openConnect(viewport: ViewportName, colorScheme: ColorScheme = 'dark'): Promise<Page> {
  const session = await openPage(local.browser, { viewport, colorScheme })
  sessions.push(session)
  // Headless Chromium has no app for a wallet's scheme: recording the call is enough here.
  await session.context.addInitScript(() => void (window.open = () => null))
  const { page } = session
  await loadDemo(page, local.stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  return page
}

const walletConnectRow = (page: Page): Locator => modal(page).getByRole('button', { name: /^WalletConnect/ })

describe('the WalletConnect row', () => {
  let phone: Page
  let computer: Page
  beforeAll(async () => {
    ;[phone, computer] = await Promise.all([openConnect('mobile'), openConnect('desktop')])
  })

  it('rule: on a phone the WalletConnect row promises no QR code; it says what it does, and opens the wallet apps', async () => {
    const row = walletConnectRow(phone)
    expect((await row.textContent())?.trim()).toBe('WalletConnectOpen a wallet app on this phone')
    expect(await row.locator('.pc-tag').count()).toBe(0)
    await row.tap()
    await waitForView(phone, 'AllWallets')
  })

  it('rule: on a computer the WalletConnect row offers the QR code, and shows it', async () => {
    const row = walletConnectRow(computer)
    expect(await row.locator('.pc-tag').textContent()).toBe('QR CODE')
    await row.click()
    await waitForView(computer, 'ConnectingWalletConnect')
    await modal(computer).locator('.pc-wcq').waitFor({ timeout: 20_000 })
  })
})

/** What a wallet picture shows: its image's URL, or the placeholder's initials on their colour. */
function pictureOf(image: Locator): Promise<string> {
  return image.evaluate((element) => {
    const img = element.querySelector('img')
    return img ? `image ${img.src}` : `initials ${element.textContent} on ${(element as HTMLElement).style.background}`
  })
}

const back = async (page: Page, view: string) => {
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await waitForView(page, view)
}

describe.each<ViewportName>(['desktop', 'mobile'])('one picture a wallet (%s)', (viewport) => {
  it("rule: a wallet keeps one picture in every view: its Connect row, its All Wallets tile, its own view and the QR code's logo", async () => {
    const page = await openConnect(viewport)
    const row = (name: string | RegExp) => modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button', { name }).locator('.pc-image')
    const tile = (name: string) => modal(page).getByRole('button', { name, exact: true }).locator('.pc-image')
    const toAllWallets = async () => {
      await modal(page).getByRole('button', { name: /^All Wallets/ }).click()
      await waitForView(page, 'AllWallets')
      await settle(page)
    }

    // A registry listing: the registry's image everywhere, the QR code's logo included.
    await settle(page)
    const exchange = await pictureOf(row('Portico Exchange'))
    expect(exchange).toMatch(/^image /)
    await toAllWallets()
    expect(await pictureOf(tile('Portico Exchange'))).toBe(exchange)
    await tile('Portico Exchange').click()
    await waitForView(page, 'ConnectingWalletConnect')
    await settle(page)
    expect(await pictureOf(modal(page).locator('.pc-wc-header .pc-image'))).toBe(exchange)
    // A phone shows the QR code once the app did not come up after the tap.
    const logo = modal(page).locator('.pc-wcq-logo .pc-image')
    await logo.waitFor({ timeout: 20_000 })
    expect(await pictureOf(logo)).toBe(exchange)
    await back(page, 'AllWallets')
    await back(page, 'Connect')

    // A wallet installed in this browser: the icon it announced, in All Wallets too.
    await settle(page)
    const installed = await pictureOf(row(/Portico Demo Wallet.*INSTALLED/))
    expect(installed).toMatch(/^image data:image\/svg\+xml/)
    if (viewport === 'desktop') {
      await toAllWallets()
      expect(await pictureOf(tile('Portico Demo Wallet'))).toBe(installed)
      await tile('Portico Demo Wallet').click()
    } else {
      // A phone's All Wallets lists only wallets with a mobile link (SPEC section 5): not this one.
      await row(/Portico Demo Wallet.*INSTALLED/).click()
    }
    // The wallet is in EIP-6963 and the Wallet Standard: the modal asks which chains first.
    await modal(page).getByRole('button', { name: /^EVM( |$)/ }).click()
    await waitForView(page, 'ConnectingExternal')
    // The chooser's rows show networks, not the wallet: what is compared is the connecting state's picture.
    await modal(page).getByRole('list', { name: /chain families/ }).waitFor({ state: 'detached' })
    expect(await pictureOf(modal(page).locator('.pc-external .pc-image'))).toBe(installed)
  })
})

/** How far the modal's body would scroll, and whether the card lies inside the window. */
function fit(page: Page): Promise<{ overflow: number; inWindow: boolean }> {
  return page.locator('portico-modal').evaluate((host) => {
    const body = host.shadowRoot!.querySelector<HTMLElement>('.pc-body')!
    const card = host.shadowRoot!.querySelector<HTMLElement>('.pc-card')!.getBoundingClientRect()
    return { overflow: body.scrollHeight - body.clientHeight, inWindow: card.top >= 0 && card.bottom <= window.innerHeight }
  })
}

describe("a wallet's own view at 1280 x 800", () => {
  it("rule: a wallet's own view fits a 800 px high window: nothing is cut and nothing scrolls", async () => {
    const page = await openConnect('desktop')
    const open = async (row: string | RegExp, view: string, ready: string) => {
      await modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button', { name: row }).click()
      await waitForView(page, view)
      await modal(page).locator(ready).first().waitFor({ timeout: 20_000 })
      await settle(page)
    }

    await open('Portico Exchange', 'ConnectingWalletConnect', '.pc-wcq')
    expect(await fit(page)).toEqual({ overflow: 0, inWindow: true })
    await back(page, 'Connect')

    await open(/^WalletConnect/, 'ConnectingWalletConnect', '.pc-wcq')
    expect(await fit(page)).toEqual({ overflow: 0, inWindow: true })
    await back(page, 'Connect')

    // A registry may name a wallet at length: the hint takes two lines, the get link stays on one.
    const long = 'Portico Exchange Wallet For Every Chain'
    await page.evaluate(({ id, name }) => {
      window.__portico!.store('wallets').setState((draft) => {
        for (const wallet of [...draft.featured, ...draft.recommended, ...draft.listings]) if (wallet.id === id) wallet.name = name
      })
    }, { id: EXCHANGE_WALLET_ID, name: long })
    await open(long, 'ConnectingWalletConnect', '.pc-wcq')
    await screenshot(page, 'walletconnect-long-name-desktop-dark')
    expect(await fit(page)).toEqual({ overflow: 0, inWindow: true })
    await back(page, 'Connect')

    await modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /Portico Demo Wallet.*INSTALLED/ }).click()
    await modal(page).getByRole('button', { name: /^Solana( |$)/ }).waitFor()
    await settle(page)
    expect(await fit(page)).toEqual({ overflow: 0, inWindow: true })
    await modal(page).getByRole('button', { name: /^EVM( |$)/ }).click()
    await waitForView(page, 'ConnectingExternal')
    await modal(page).locator('.pc-external').first().waitFor({ timeout: 20_000 })
    await settle(page)
    expect(await fit(page)).toEqual({ overflow: 0, inWindow: true })
  })
})

/** The pairing area's height, and how much of it the panel's own content leaves empty. */
function areaOf(page: Page): Promise<{ height: number; empty: number }> {
  return modal(page).locator('.pc-wc-area').evaluate((area) => {
    const panel = area.firstElementChild as HTMLElement
    const children = [...panel.children].filter((child) => child.tagName !== 'STYLE')
    const top = Math.min(...children.map((child) => child.getBoundingClientRect().top))
    const bottom = Math.max(...children.map((child) => child.getBoundingClientRect().bottom))
    return { height: Math.round(area.getBoundingClientRect().height), empty: Math.round(area.getBoundingClientRect().height - (bottom - top)) }
  })
}

describe.each<ColorScheme>(['dark', 'light'])('the Open state on a phone (%s)', (colorScheme) => {
  it("rule: on a phone the 'Open' state does not keep the QR code's empty square: the pairing area fits its content", async () => {
    const page = await openConnect('mobile', colorScheme)
    await expect.poll(() => page.evaluate(() => window.__portico!.store('walletConnect').getState().pairing.status), { timeout: 20_000 }).toBe('ready')
    await modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Portico Exchange' }).tap()
    await waitForView(page, 'ConnectingWalletConnect')
    await modal(page).getByRole('button', { name: 'Open Portico Exchange' }).waitFor()
    await settle(page)
    await screenshot(page, `walletconnect-open-state-mobile-${colorScheme}`)
    const open = await areaOf(page)
    // The button, Copy link and the line, with the panel's padding: no QR code's 280 px square.
    expect(open.height).toBeLessThan(200)
    expect(open.empty).toBeLessThanOrEqual(40)

    // When the app did not come up, the QR code is back, in its square.
    await modal(page).locator('.pc-wcq').waitFor({ timeout: 10_000 })
    await settle(page)
    expect((await areaOf(page)).height).toBe(280)
  })
})
