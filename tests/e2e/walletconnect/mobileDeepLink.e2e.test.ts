import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { APP_OPEN_WAIT_MS } from '../../../plugins/walletconnect/links/createAppLauncher.js'
import { EXCHANGE_WALLET_ID, fixedWallets } from '../../../services/api/registry/fixedWallets.js'
import { loadDemo } from '../demo/demoPage.js'
import { useLocalStack, openPage, screenshot, waitForView, type ColorScheme, type PageSession } from '../harness/index.js'
import { openWcWallet } from '../wcwallet/wcWalletPage.js'
import { approveProposal, modal, readShownLink, shortAddress, storedPairing } from './pairingSteps.js'
import { pairingAttempts, recordPairingAttempts } from './recordPairingAttempts.js'
import { openedLinks, recordWindowOpen } from './recordWindowOpen.js'

/*
 * A phone (390 px, touch, an Android Chrome user agent: the harness's mobile context) taps the
 * registry's "Portico Exchange" in the Connect view, once. The pairing link was made while the
 * modal opened, so the deep link (the listing's mobile_link on that link) is opened inside the tap
 * itself, and the wallet's view then shows that same pairing. As headless Chromium has no app for
 * `porticoexchange:`, the page stays, and after a few seconds the QR code, the link and the install
 * link are offered. The test wallet page then plays the app the OS would hand the link to: it
 * opens at the universal-link address with the same query.
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

  it('rule: one tap on a wallet opens its app: the tap itself calls the navigation, with user activation, on the link made before it', async () => {
    site = await openPage(local.browser, { viewport: 'mobile', colorScheme })
    await recordWindowOpen(site.context)
    const { page } = site
    await loadDemo(page, local.stack.demoUrl)
    expect(await page.evaluate(() => window.__portico!.options.isMobile())).toBe(true)
    await recordPairingAttempts(page)

    await page.getByRole('button', { name: 'Connect Wallet' }).tap()
    await waitForView(page, 'Connect')
    // The link is made while the visitor looks at the list, before any tap.
    await expect.poll(async () => (await storedPairing(page)).status, { timeout: 20_000 }).toBe('ready')
    const uri = await readyUri(page)
    expect(await openedLinks(page)).toEqual([])

    await page.locator('portico-modal').getByRole('button', { name: listing.name }).tap()
    const links = await openedLinks(page)
    expect(links).toEqual([{ url: `${listing.mobile_link}wc?uri=${encodeURIComponent(uri)}`, target: '_self', userActivation: true }])
    expect(listing.mobile_link).toBe('porticoexchange://')
    opened = links[0]!.url
    expect(new URL(opened).searchParams.get('uri')).toBe(uri)

    // The wallet's view shows that same pairing: one pairing, one link, no second proposal.
    await waitForView(page, 'ConnectingWalletConnect')
    await openAppButton(page).waitFor()
    await screenshot(page, `walletconnect-deeplink-mobile-${colorScheme}`)
    expect(await readyUri(page)).toBe(uri)
    expect((await pairingAttempts(page)).map((attempt) => attempt.links)).toEqual([[uri]])
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

describe('WalletConnect on a computer', () => {
  it('rule: on a computer, opening the modal and browsing All Wallets pairs nothing before the visitor picks a wallet', async () => {
    const site = await openPage(local.browser, { viewport: 'desktop' })
    try {
      const { page } = site
      await loadDemo(page, local.stack.demoUrl)
      await recordPairingAttempts(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await modal(page).getByRole('button', { name: /^All Wallets/ }).click()
      await waitForView(page, 'AllWallets')
      // Long enough for a pairing started on open to have made its link on the local relay.
      await page.waitForTimeout(1_500)
      expect(await pairingAttempts(page)).toEqual([])
      expect(await storedPairing(page)).toEqual({ status: 'idle' })
    } finally {
      await site.close()
    }
  })
})
