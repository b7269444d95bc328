import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { APP_OPEN_WAIT_MS } from '../../../plugins/walletconnect/react/useAppLaunch.js'
import { EXCHANGE_WALLET_ID, fixedWallets } from '../../../services/api/registry/fixedWallets.js'
import { loadDemo } from '../demo/demoPage.js'
import { useLocalStack, openPage, screenshot, waitForView, type ColorScheme, type PageSession } from '../harness/index.js'
import { openWcWallet } from '../wcwallet/wcWalletPage.js'
import { approveProposal, modal, readShownLink, shortAddress, storedPairing } from './pairingSteps.js'
import { openedLinks, recordWindowOpen } from './recordWindowOpen.js'

/*
 * A phone (390 px, touch, an Android Chrome user agent: the harness's mobile context) picks the
 * registry's "Portico Exchange" and taps the button that opens its app. The deep link must be
 * opened inside the tap itself, built from the listing's mobile_link; as headless Chromium has no
 * app for `porticoexchange:`, the page stays, and after a few seconds the QR code, the link and
 * the install link are offered. The test wallet page then plays the app the OS would hand the
 * link to: it opens at the universal-link address with the same query.
 */

const listing = fixedWallets().find((wallet) => wallet.id === EXCHANGE_WALLET_ID)!

const local = useLocalStack()

const openAppButton = (page: Page): Locator => modal(page).getByRole('button', { name: `Open ${listing.name}` })
const notOpenedNote = (page: Page): Locator => modal(page).getByRole('status').filter({ hasText: `${listing.name} did not open.` })

async function readyUri(page: Page): Promise<string> {
  const pairing = await storedPairing(page)
  if (pairing.status !== 'ready') throw new Error(`the pairing is ${pairing.status}, not ready`)
  return pairing.uri
}

describe.each<ColorScheme>(['dark', 'light'])('WalletConnect deep link on a phone (%s)', (colorScheme) => {
  let site: PageSession
  let wallet: PageSession | undefined
  let opened: string

  afterAll(async () => {
    await wallet?.close()
    await site?.close()
  })

  it(`rule: tapping "Open ${listing.name}" opens the listing's mobile link on the pairing URI synchronously inside the tap`, async () => {
    site = await openPage(local.browser, { viewport: 'mobile', colorScheme })
    await recordWindowOpen(site.context)
    const { page } = site
    await loadDemo(page, local.stack.demoUrl)
    expect(await page.evaluate(() => window.__portico!.options.isMobile())).toBe(true)

    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await waitForView(page, 'Connect')
    await page.locator('portico-modal').getByRole('button', { name: listing.name }).tap()
    await waitForView(page, 'ConnectingWalletConnect')
    // The link is made before the visitor taps: the button is there only once it is.
    await openAppButton(page).waitFor({ timeout: 20_000 })
    const uri = await readyUri(page)
    await screenshot(page, `walletconnect-deeplink-mobile-${colorScheme}`)
    expect(await openedLinks(page)).toEqual([])

    await openAppButton(page).tap()
    const links = await openedLinks(page)
    expect(links).toEqual([{ url: `${listing.mobile_link}wc?uri=${encodeURIComponent(uri)}`, target: '_self', userActivation: true }])
    expect(listing.mobile_link).toBe('porticoexchange://')
    opened = links[0]!.url
    expect(new URL(opened).searchParams.get('uri')).toBe(uri)
    // Nothing took the page away: the site is still there for the visitor's return.
    expect(page.url()).toBe(local.stack.demoUrl)
  })

  it(`rule: when the app has not opened after ${APP_OPEN_WAIT_MS / 1000} s, the QR code, 'Copy link' and the listing's install link are offered`, async () => {
    const { page } = site
    await notOpenedNote(page).waitFor({ timeout: APP_OPEN_WAIT_MS + 5_000 })
    await screenshot(page, `walletconnect-not-opened-mobile-${colorScheme}`)
    expect(await readShownLink(local.browser, page)).toBe(await readyUri(page))
    expect(await modal(page).getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true)
    // An Android phone: the Play Store page the listing names.
    const install = modal(page).getByRole('link', { name: `Install ${listing.name}` })
    expect(await install.getAttribute('href')).toBe(listing.play_store)
    expect(await openAppButton(page).count()).toBe(0)
  })

  it('rule: the wallet the deep link opens approves, and the site shows the address on Account', async () => {
    const { page } = site
    // What the OS hands the app: the deep link's query, at the test wallet's universal-link address.
    wallet = await openWcWallet(local.browser, `${local.stack.demoUrl}wcwallet/wc${opened.slice(opened.indexOf('?'))}`, { viewport: 'mobile', colorScheme })
    await approveProposal(wallet.page)
    await waitForView(page, 'Account', { timeout: 20_000 })
    await expect.poll(() => modal(page).textContent()).toContain(shortAddress(local.stack.devnet.accounts[0]!.address))
    expect(site.pageErrors).toEqual([])
  })
})
