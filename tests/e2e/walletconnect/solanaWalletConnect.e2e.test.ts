import { webcrypto } from 'node:crypto'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeBase58 } from '../../../core/format/base58.js'
import { closeModal, loadDemo, openDemo } from '../demo/demoPage.js'
import { useLocalStack, screenshot, waitForView, type PageSession } from '../harness/index.js'
import { confirmSend, fillAndReview, openSendFromDemo } from '../send/modalSend.js'
import { answerRequest, openWcWallet, sessionItems } from '../wcwallet/wcWalletPage.js'
import { approveIn, modal, shortAddress as short, showQr } from './pairingSteps.js'

/*
 * Solana over WalletConnect on the local stack: the demo site pairs with the test wallet page,
 * which approves the session with its EVM and its Solana account; the Solana requests cross the
 * relay (solana_signMessage, solana_signTransaction) and the transfer is read back from the node.
 */

const local = useLocalStack()

describe('Solana over WalletConnect, between the demo and the test wallet page', () => {
  let site: PageSession
  let wallet: PageSession
  const visitor = () => local.stack.solana.accounts[0]!.address
  const receiver = () => local.stack.solana.accounts[1]!.address
  const activeAddress = () => site.page.getByTestId('account-address').textContent()

  afterAll(async () => {
    await site?.close()
    await wallet?.close()
  })

  it('rule: one session holds both accounts; moving to the Solana network shows the Solana one', async () => {
    site = await openDemo(local.browser, local.stack.demoUrl)
    const { page } = site
    const uri = await showQr(local.browser, page)
    wallet = await openWcWallet(local.browser, `${local.stack.demoUrl}wc-wallet`)
    await approveIn(wallet.page, uri)
    await waitForView(page, 'Account', { timeout: 20_000 })
    await expect.poll(() => sessionItems(wallet.page).getByTestId('wc-session-solana-account').textContent()).toBe(visitor())
    await screenshot(wallet.page, 'wcwallet-solana-session-desktop-dark')
    await closeModal(page)

    await page.getByRole('button', { name: /Portico Devnet/ }).first().click()
    await waitForView(page, 'Networks')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Solana/ }).click()
    await waitForView(page, 'SwitchActiveChain')
    await expect.poll(() => modal(page).textContent()).toContain(short(visitor()))
    await modal(page).getByRole('button', { name: 'Switch', exact: true }).click()
    await expect.poll(activeAddress, { timeout: 15_000 }).toBe(visitor())
  })

  it('rule: solana_signMessage crosses the relay, and the signature verifies with ed25519', async () => {
    const { page } = site
    const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerRequest(wallet.page, 'solana_signMessage', 'Approve').catch(async (error: unknown) => {
      // Say what the site shows instead, so a failure here names its cause.
      const shown = await page.getByTestId('sign-error').textContent().catch(() => null)
      throw new Error(`the wallet was not asked; the site shows ${JSON.stringify(shown)}`, { cause: error })
    })
    const signature = page.getByTestId('signature')
    await signature.waitFor({ timeout: 15_000 })
    const key = await webcrypto.subtle.importKey('raw', decodeBase58(visitor())!, { name: 'Ed25519' }, false, ['verify'])
    expect(await webcrypto.subtle.verify({ name: 'Ed25519' }, key, decodeBase58((await signature.textContent())!.trim())!, new TextEncoder().encode(message))).toBe(true)
  })

  it('rule: a SOL send signed through solana_signTransaction lands on the local Solana', async () => {
    const { page } = site
    const connection = new Connection(local.stack.solana.rpcUrl, 'confirmed')
    const before = await connection.getBalance(new PublicKey(receiver()))
    const sendView = await openSendFromDemo(page)
    await fillAndReview(sendView, 'SOL', '2', receiver())
    await confirmSend(sendView)
    await answerRequest(wallet.page, 'solana_signTransaction', 'Approve')
    await waitForView(page, 'Account', { timeout: 20_000 })
    await closeModal(page)
    expect(await connection.getBalance(new PublicKey(receiver()))).toBe(before + 2e9)
  })

  it('rule: a pTEST send creates the receiver\'s token account if needed and lands, signed over the relay', async () => {
    const { page } = site
    const connection = new Connection(local.stack.solana.rpcUrl, 'confirmed')
    const account = getAssociatedTokenAddressSync(new PublicKey(local.stack.solana.token.mint), new PublicKey(receiver()))
    const before = Number((await connection.getTokenAccountBalance(account)).value.uiAmountString)
    const sendView = await openSendFromDemo(page)
    await fillAndReview(sendView, 'pTEST', '75', receiver())
    await confirmSend(sendView)
    await answerRequest(wallet.page, 'solana_signTransaction', 'Approve')
    await waitForView(page, 'Account', { timeout: 20_000 })
    await closeModal(page)
    await expect.poll(async () => Number((await connection.getTokenAccountBalance(account)).value.uiAmountString), { timeout: 20_000 }).toBe(before + 75)
  })

  it('rule: moving back to EVM and to Solana again keeps both accounts of the one session', async () => {
    const { page } = site
    await page.getByRole('button', { name: /Portico Solana/ }).first().click()
    await waitForView(page, 'Networks')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Devnet/ }).first().click()
    await waitForView(page, 'SwitchActiveChain')
    await modal(page).getByRole('button', { name: 'Switch', exact: true }).click()
    await expect.poll(activeAddress, { timeout: 15_000 }).toBe(local.stack.devnet.accounts[0]!.address)
    await page.getByRole('button', { name: /Portico Devnet/ }).first().click()
    await waitForView(page, 'Networks')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Solana/ }).click()
    await waitForView(page, 'SwitchActiveChain')
    await modal(page).getByRole('button', { name: 'Switch', exact: true }).click()
    await expect.poll(activeAddress, { timeout: 15_000 }).toBe(visitor())
  })

  it('rule: a reload restores the session on Solana without asking the wallet, and disconnecting ends it in the wallet', async () => {
    const { page } = site
    await loadDemo(page, local.stack.demoUrl)
    await expect.poll(activeAddress, { timeout: 20_000 }).toBe(visitor())
    await page.getByRole('button', { name: new RegExp(short(visitor())) }).click()
    await waitForView(page, 'Account')
    await modal(page).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => sessionItems(wallet.page).count(), { timeout: 15_000 }).toBe(0)
    expect(site.pageErrors).toEqual([])
  })
})
