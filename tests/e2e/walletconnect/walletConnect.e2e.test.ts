import { JsonRpcProvider, verifyMessage } from 'ethers'
import { afterAll, describe, expect, it } from 'vitest'
import { closeModal, loadDemo, openDemo } from '../demo/demoPage.js'
import { confirmSend, fillAndReview, openSendFromDemo } from '../send/modalSend.js'
import { useLocalStack, screenshot, waitForView, type PageSession } from '../harness/index.js'
import { answerRequest, openWcWallet, pasteUri, proposalCard, sessionItems } from '../wcwallet/wcWalletPage.js'
import { approveIn, modal, shortAddress as short, showQr, storedPairing } from './pairingSteps.js'

/*
 * WalletConnect end to end on the stack `npm start` runs: the demo site with walletConnect() on the
 * local relay, and the demo's test wallet page as the phone, each in its own browser context.
 * The wallet learns the pairing link only from a screenshot of the QR code, as a camera would.
 */

const local = useLocalStack()

describe('WalletConnect between the demo and the test wallet page', () => {
  let site: PageSession
  let wallet: PageSession
  const visitor = () => local.stack.devnet.accounts[0]!.address
  const receiver = () => local.stack.devnet.accounts[2]!.address

  afterAll(async () => {
    await site?.close()
    await wallet?.close()
  })

  it('rule: the QR code on screen is the link the wallet pairs with; approving shows the address on Account', async () => {
    site = await openDemo(local.browser, local.stack.demoUrl)
    const { page } = site
    const uri = await showQr(local.browser, page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toBe(await storedPairing(page).then((pairing) => pairing.status === 'ready' && pairing.uri))
    await screenshot(page, 'walletconnect-qr-desktop-dark')

    wallet = await openWcWallet(local.browser, `${local.stack.demoUrl}wc-wallet`)
    await approveIn(wallet.page, uri)
    await waitForView(page, 'Account', { timeout: 20_000 })
    await expect.poll(() => modal(page).textContent()).toContain(short(visitor()))
    await screenshot(page, 'walletconnect-account-desktop-dark')
    await page.locator('portico-modal').getByRole('button', { name: 'Close' }).click()
    expect(await page.getByTestId('account-address').textContent()).toBe(visitor())
  })

  it('rule: personal_sign goes to the wallet, and the signature recovers to the connected address', async () => {
    const { page } = site
    const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerRequest(wallet.page, 'personal_sign', 'Approve')
    const signature = page.getByTestId('signature')
    await signature.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      // Say what the site shows instead, so a failure here names its cause.
      const shown = await page.getByTestId('sign-error').textContent().catch(() => null)
      throw new Error(`no signature; the site shows ${JSON.stringify(shown)}`, { cause: error })
    })
    expect(verifyMessage(message, (await signature.textContent())!.trim())).toBe(visitor())
  })

  it('rule: a request the wallet rejects fails on the site, and nothing is signed', async () => {
    const { page } = site
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerRequest(wallet.page, 'personal_sign', 'Reject')
    await expect.poll(() => page.getByTestId('sign-error').textContent(), { timeout: 15_000 }).toBeTruthy()
    expect(await page.getByTestId('signature').count()).toBe(0)
  })

  it('rule: eth_sendTransaction, approved in the wallet, is mined on anvil', async () => {
    const { page } = site
    const provider = new JsonRpcProvider(local.stack.devnet.chains[0]!.rpcUrl, local.stack.devnet.chains[0]!.chainId, { staticNetwork: true })
    const before = await provider.getBalance(receiver())
    const sendView = await openSendFromDemo(page)
    await fillAndReview(sendView, 'ETH', '0.25', receiver())
    await confirmSend(sendView)
    await answerRequest(wallet.page, 'eth_sendTransaction', 'Approve')
    await waitForView(page, 'Account', { timeout: 30_000 })
    await closeModal(page)
    expect(await provider.getBalance(receiver())).toBe(before + 250_000_000_000_000_000n)
    provider.destroy()
  })

  it('rule: a reload restores the session without asking the wallet', async () => {
    const { page } = site
    await loadDemo(page, local.stack.demoUrl)
    await expect.poll(() => page.getByTestId('account-address').textContent(), { timeout: 20_000 }).toBe(visitor())
    expect(await sessionItems(wallet.page).count()).toBe(1)
  })

  it('rule: disconnecting on the site ends the session in the wallet too', async () => {
    const { page } = site
    await page.getByRole('button', { name: short(visitor()) }).first().click()
    await waitForView(page, 'Account')
    await page.locator('portico-modal').getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => sessionItems(wallet.page).count(), { timeout: 15_000 }).toBe(0)
  })

  it("rule: the wallet's own disconnect reaches the site", async () => {
    const { page } = site
    await approveIn(wallet.page, await showQr(local.browser, page))
    await waitForView(page, 'Account', { timeout: 20_000 })
    await page.locator('portico-modal').getByRole('button', { name: 'Close' }).click()
    await sessionItems(wallet.page).first().getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), { timeout: 15_000 }).toBe(1)
  })

  it("rule: a session the wallet rejects says 'Connection rejected' on the site", async () => {
    const { page } = site
    const uri = await showQr(local.browser, page)
    await pasteUri(wallet.page, uri)
    const card = proposalCard(wallet.page)
    await card.waitFor({ timeout: 15_000 })
    await card.getByRole('button', { name: 'Reject', exact: true }).click()
    await expect.poll(() => modal(page).textContent(), { timeout: 15_000 }).toContain('Connection rejected')
    await screenshot(page, 'walletconnect-rejected-desktop-dark')
    expect(await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.status)).not.toBe('connected')
  })
})
