import { afterAll, describe, expect, it } from 'vitest'
import { useLocalStack, readRouter, screenshot, waitForView, type ColorScheme, type PageSession, type ViewportName } from '../harness/index.js'
import { confirmSend, fillAndReview, fillSend, modalOf, openSendFromDemo, sendError } from '../send/modalSend.js'
import { answerWallet, closeModal, openDemo, pendingWalletRequests, pickDemoWallet, valueOf } from './demoPage.js'

/*
 * Issue 21, points 3 and 5, through the demo on the local stack: its wallet is a real EIP-1193
 * wallet over anvil, so the refusals below go the whole way (wallet prompt, RPC error, the evm
 * plugin, the kernel, the view) as a visitor meets them.
 */

const local = useLocalStack()

const LOOKS: readonly [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

/** The demo opened in `look`, with the demo wallet connected and the modal closed. */
async function connectedDemo(viewport: ViewportName, colorScheme: ColorScheme): Promise<PageSession> {
  const session = await openDemo(local.browser, local.stack.demoUrl, { viewport, colorScheme })
  const { page } = session
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await pickDemoWallet(page, 'EVM')
  await answerWallet(page, 'connect', 'Approve')
  await waitForView(page, 'Account')
  await valueOf(page, 'native-balance')
  await closeModal(page)
  return session
}

describe('a visitor who declines a network switch', () => {
  it.each(LOOKS)(
    "rule: declining the wallet's add-chain prompt (4001) goes back one view and says 'You declined the network switch', not 'Chain is not supported' (%s, %s)",
    async (viewport, colorScheme) => {
      const session = await connectedDemo(viewport, colorScheme)
      const { page } = session
      await page.getByRole('button', { name: /Portico Devnet/ }).first().click()
      await waitForView(page, 'Networks')
      const modal = page.locator('portico-modal')
      await modal.getByRole('button', { name: /Portico Devnet 2/ }).click()
      await waitForView(page, 'SwitchNetwork')
      // The demo wallet does not know the second chain (4902), so it asks to add it: decline that.
      await answerWallet(page, 'addChain', 'Reject')

      await waitForView(page, 'Networks')
      expect(await readRouter(page)).toEqual({ open: true, view: 'Networks', depth: 1 })
      const toast = modal.locator('.pc-toast[data-open="true"]')
      await expect.poll(() => toast.textContent()).toBe('You declined the network switch')
      await screenshot(page, `declined-switch-${viewport}-${colorScheme}`)
      expect(await modal.locator('[role="dialog"]').textContent()).not.toContain('Chain is not supported')
      // Nothing moved: the dApp and the wallet are both still on the first chain.
      expect(await page.getByTestId('account-network').textContent()).toContain('chain 31337')
      expect(await page.evaluate(() => window.__porticoDemo!.wallet.provider.request({ method: 'eth_chainId' }))).toBe('0x7a69')
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )
})

describe('send says what is wrong', () => {
  let session: PageSession
  afterAll(async () => {
    await session?.close()
  })

  const modal = () => modalOf(session.page)
  const field = (name: 'Receiver' | 'Amount') => modal().getByRole('textbox', { name })
  /**
   * Fills the Send view and asks for the preview, then waits for the view to show `text`. Each
   * call expects another text than the one before, so the text seen is this send's refusal, not
   * the last one's.
   */
  async function expectRefusal(receiver: string, amount: string, symbol: 'ETH' | 'pUSD', text: string): Promise<void> {
    await fillSend(modal(), symbol, amount, receiver)
    await modal().getByRole('button', { name: 'Review' }).click()
    await expect.poll(() => sendError(modal()).textContent(), { timeout: 15_000 }).toBe(text)
  }
  const receiver = () => local.stack.devnet.accounts[1]!.address

  it('rule: a malformed receiver, a zero or negative amount and an amount above the balance are each refused with their own text, before the wallet is asked', async () => {
    session = await connectedDemo('desktop', 'dark')
    const { page } = session
    await openSendFromDemo(page)

    await expectRefusal('0x1234', '1', 'ETH', 'The receiver address is not valid')
    expect(await field('Receiver').getAttribute('aria-invalid')).toBe('true')
    await screenshot(page, 'send-invalid-receiver-desktop-dark')

    await expectRefusal(receiver(), '0', 'ETH', 'The amount must be a number greater than 0')
    expect(await field('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(await field('Receiver').getAttribute('aria-invalid')).toBeNull()
    await expectRefusal(receiver(), '20000', 'ETH', 'The amount is more than your ETH balance')
    await expectRefusal(receiver(), '-1', 'ETH', 'The amount must be a number greater than 0')
    await expectRefusal(receiver(), '1000001', 'pUSD', 'The amount is more than your pUSD balance')
    await screenshot(page, 'send-above-balance-desktop-dark')
    // SPEC's own text stays for the empty fields.
    await expectRefusal('', '', 'ETH', 'An amount and receiver address are required')

    // A send the wallet had been asked for would wait in its approval queue until answered.
    expect(await pendingWalletRequests(page)).toBe(0)
  })

  it("rule: a wallet's insufficient-funds error reads as such: the whole balance leaves nothing for the network fee", async () => {
    const { page } = session
    const balance = await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.balance)
    await fillAndReview(modal(), 'ETH', balance!, receiver())
    await confirmSend(modal())
    // The kernel lets the whole balance through (it knows no fee); the wallet asks, then the chain refuses.
    await answerWallet(page, 'transaction', 'Approve')
    await expect.poll(() => sendError(modal()).textContent(), { timeout: 15_000 }).toBe('Insufficient funds for the amount and network fee')
    await screenshot(page, 'send-insufficient-funds-desktop-dark')
    expect(session.pageErrors).toEqual([])
  })

  it.each(LOOKS.slice(1))("rule: the Send view shows the send's refusal where the visitor looks (%s, %s)", async (viewport, colorScheme) => {
    const other = await connectedDemo(viewport, colorScheme)
    const { page } = other
    const view = await openSendFromDemo(page)
    await fillSend(view, 'ETH', '20000', local.stack.devnet.accounts[1]!.address)
    await view.getByRole('button', { name: 'Review' }).click()
    await expect.poll(() => sendError(view).textContent(), { timeout: 15_000 }).toBe('The amount is more than your ETH balance')
    await screenshot(page, `send-above-balance-${viewport}-${colorScheme}`)
    expect(await pendingWalletRequests(page)).toBe(0)
    await other.close()
  })
})
