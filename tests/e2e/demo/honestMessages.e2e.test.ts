import { afterAll, describe, expect, it } from 'vitest'
import { useLocalStack, readRouter, screenshot, waitForView, type ColorScheme, type PageSession, type ViewportName } from '../harness/index.js'
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

  const field = (name: 'Receiver address' | 'Amount') => session.page.getByRole('textbox', { name })
  /**
   * Fills the form, presses Send and waits for the card to show `text`. Each call expects another
   * text than the one before, so the text seen is this send's refusal, not the last one's.
   */
  async function expectRefusal(receiver: string, amount: string, token: 'native' | 'token', text: string): Promise<void> {
    const { page } = session
    await field('Receiver address').fill(receiver)
    await field('Amount').fill(amount)
    await page.getByRole('combobox', { name: 'Token' }).selectOption(token)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => page.getByTestId('send-error').textContent(), { timeout: 15_000 }).toBe(text)
  }
  const receiver = () => local.stack.devnet.accounts[1]!.address

  it('rule: a malformed receiver, a zero or negative amount and an amount above the balance are each refused with their own text, before the wallet is asked', async () => {
    session = await connectedDemo('desktop', 'dark')
    const { page } = session

    await expectRefusal('0x1234', '1', 'native', 'The receiver address is not valid')
    expect(await field('Receiver address').getAttribute('aria-invalid')).toBe('true')
    await page.getByTestId('send-error').scrollIntoViewIfNeeded()
    await screenshot(page, 'send-invalid-receiver-desktop-dark')

    await expectRefusal(receiver(), '0', 'native', 'The amount must be a number greater than 0')
    expect(await field('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(await field('Receiver address').getAttribute('aria-invalid')).toBeNull()
    await expectRefusal(receiver(), '20000', 'native', 'The amount is more than your ETH balance')
    await expectRefusal(receiver(), '-1', 'native', 'The amount must be a number greater than 0')
    await expectRefusal(receiver(), '1000001', 'token', 'The amount is more than your pUSD balance')
    await page.getByTestId('send-error').scrollIntoViewIfNeeded()
    await screenshot(page, 'send-above-balance-desktop-dark')
    // SPEC's own text stays for the empty fields.
    await expectRefusal(receiver(), '', 'native', 'An amount and receiver address are required')

    // A send the wallet had been asked for would wait in its approval queue until answered.
    expect(await pendingWalletRequests(page)).toBe(0)
  })

  it("rule: a wallet's insufficient-funds error reads as such: the whole balance leaves nothing for the network fee", async () => {
    const { page } = session
    const balance = await page.getByTestId('native-balance').getAttribute('data-value')
    await field('Receiver address').fill(receiver())
    await field('Amount').fill(balance!)
    await page.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    // The kernel lets the whole balance through (it knows no fee); the wallet asks, then the chain refuses.
    await answerWallet(page, 'transaction', 'Approve')
    const error = page.getByTestId('send-error')
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe('Insufficient funds for the amount and network fee')
    await error.scrollIntoViewIfNeeded()
    await screenshot(page, 'send-insufficient-funds-desktop-dark')
    expect(session.pageErrors).toEqual([])
  })

  it.each(LOOKS.slice(1))("rule: SendCard shows the send's refusal where the visitor looks (%s, %s)", async (viewport, colorScheme) => {
    const other = await connectedDemo(viewport, colorScheme)
    const { page } = other
    await page.getByRole('textbox', { name: 'Amount' }).fill('20000')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const error = page.getByTestId('send-error')
    await expect.poll(() => error.textContent(), { timeout: 15_000 }).toBe('The amount is more than your ETH balance')
    await error.scrollIntoViewIfNeeded()
    await screenshot(page, `send-above-balance-${viewport}-${colorScheme}`)
    expect(await pendingWalletRequests(page)).toBe(0)
    await other.close()
  })
})
