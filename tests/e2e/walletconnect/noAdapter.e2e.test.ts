import { afterAll, describe, expect, it } from 'vitest'
import { closeModal, openDemo } from '../demo/demoPage.js'
import { useLocalStack, screenshot, waitForView, type PageSession } from '../harness/index.js'
import { openWcWallet, sessionItems } from '../wcwallet/wcWalletPage.js'
import { approveIn, modal, readShownLink, shortAddress as short } from './pairingSteps.js'

/*
 * SPEC section 2's no-adapter site: the demo with `?plugins=walletconnect` registers walletConnect()
 * and no chain plugin. The modal opens on WalletConnect's own view (All Wallets on a phone), the
 * test wallet pairs over the local relay, and the accounts of the session are shown.
 */

const local = useLocalStack()
const bareDemo = () => `${local.stack.demoUrl}?plugins=walletconnect`

describe('walletConnect() with no chain plugin, between the demo and the test wallet page', () => {
  let site: PageSession
  let wallet: PageSession
  const evmAccount = () => local.stack.devnet.accounts[0]!.address
  const solanaAccount = () => local.stack.solana.accounts[0]!.address

  afterAll(async () => {
    await site?.close()
    await wallet?.close()
  })

  it('rule: on a computer the modal opens on ConnectingWalletConnectBasic; pairing shows the connected account', async () => {
    site = await openDemo(local.browser, bareDemo())
    const { page } = site
    expect(await page.evaluate(() => window.__portico!.namespaces.size)).toBe(0)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'ConnectingWalletConnectBasic')
    const uri = await readShownLink(local.browser, page)
    await screenshot(page, 'no-adapter-qr-desktop-dark')
    wallet = await openWcWallet(local.browser, `${local.stack.demoUrl}wc-wallet`)
    await approveIn(wallet.page, uri)
    await waitForView(page, 'Account', { timeout: 20_000 })
    await expect.poll(() => modal(page).textContent()).toContain(short(evmAccount()))
    await screenshot(page, 'no-adapter-account-desktop-dark')
    await closeModal(page)
    expect(await page.getByTestId('account-address').textContent()).toBe(evmAccount())
    expect(await page.getByTestId('native-balance').textContent()).toBe('Not read without a chain plugin')
  })

  it('rule: the session holds every namespace the wallet approved: moving to Solana shows its account', async () => {
    const { page } = site
    expect(await sessionItems(wallet.page).getByTestId('wc-session-solana-account').textContent()).toBe(solanaAccount())
    await page.getByRole('button', { name: /Portico Devnet/ }).first().click()
    await waitForView(page, 'Networks')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Solana/ }).click()
    await waitForView(page, 'SwitchActiveChain')
    await expect.poll(() => modal(page).textContent()).toContain(short(solanaAccount()))
    await modal(page).getByRole('button', { name: 'Switch', exact: true }).click()
    await expect.poll(() => page.getByTestId('account-address').textContent(), { timeout: 15_000 }).toBe(solanaAccount())
    expect(site.pageErrors).toEqual([])
  })

  it('rule: on a phone the modal opens on All Wallets', async () => {
    const phone = await openDemo(local.browser, bareDemo(), { viewport: 'mobile', colorScheme: 'light' })
    await phone.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(phone.page, 'AllWallets')
    // The registry's wallets, once listed (the close button is the only other button).
    await expect.poll(() => modal(phone.page).getByRole('button').count(), { timeout: 15_000 }).toBeGreaterThan(2)
    await screenshot(phone.page, 'no-adapter-allwallets-mobile-light')
    expect(phone.pageErrors).toEqual([])
    await phone.close()
  })
})
