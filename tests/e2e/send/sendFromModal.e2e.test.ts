import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import { Contract, JsonRpcProvider } from 'ethers'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { answerWallet, connectDemoWallet, openDemo } from '../demo/demoPage.js'
import { confirmSend, fillAndReview, openSendView } from './modalSend.js'
import { screenshot, useLocalStack, waitForView, type ColorScheme, type OpenPageOptions, type ViewportName } from '../harness/index.js'

/*
 * Send from the modal on the local stack: the demo page, its wallet connected over EIP-6963 or the
 * Wallet Standard, Account's Send button, the form, the preview with its fee, the wallet's
 * approval, and Account again; each send read back from the chain.
 */

const local = useLocalStack()
const ERC20 = ['function balanceOf(address) view returns (uint256)']

/** The demo with its wallet connected on `family`, Account's Send view open. */
async function openSend(family: 'EVM' | 'Solana', options: OpenPageOptions) {
  const session = await openDemo(local.browser, local.stack.demoUrl, options)
  const { page } = session
  if (options.viewport !== 'mobile') await page.setViewportSize({ width: 1280, height: 860 })
  const modal = await connectDemoWallet(page, family)
  await openSendView(page)
  return { session, page, modal }
}

/** Confirms the preview, approves in the demo wallet, and waits to land on Account. */
async function confirm(page: Page, modal: Locator) {
  await confirmSend(modal)
  await answerWallet(page, 'transaction', 'Approve')
  await waitForView(page, 'Account')
}

describe('Send from the modal', () => {
  it('rule: on EVM, native ETH and the devnet token go from Account -> Send -> preview -> wallet -> Account, and move on the chain', async () => {
    const { session, page, modal } = await openSend('EVM', { viewport: 'desktop', colorScheme: 'dark' })
    try {
      const chainId = await page.evaluate(() => Number(window.__portico!.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.id))
      const rpcUrl = local.stack.devnet.chains.find((chain) => chain.chainId === chainId)!.rpcUrl
      const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 })
      const token = new Contract(local.stack.devnet.token.address, ERC20, provider)
      const receiver = local.stack.devnet.accounts[2]!.address
      const [wei, units] = [await provider.getBalance(receiver), (await token.getFunction('balanceOf')(receiver)) as bigint]

      await screenshot(page, 'send-form-desktop-dark')
      await fillAndReview(modal, 'ETH', '0.25', receiver)
      await expect.poll(() => modal.getByTestId('send-preview-fee').textContent(), { timeout: 15_000 }).toMatch(/^[~<].* ETH$/)
      await screenshot(page, 'send-preview-desktop-dark')
      await confirm(page, modal)
      expect(await provider.getBalance(receiver)).toBe(wei + 250_000_000_000_000_000n)

      await openSendView(page)
      await fillAndReview(modal, 'pUSD', '5', receiver)
      await confirm(page, modal)
      expect(await token.getFunction('balanceOf')(receiver)).toBe(units + 5n * 10n ** BigInt(local.stack.devnet.token.decimals))
      provider.destroy()
    } finally {
      await session.close()
    }
  })

  it('rule: on Solana, SOL and the SPL token go through the same view and move on the node', async () => {
    const { session, page, modal } = await openSend('Solana', { viewport: 'desktop', colorScheme: 'dark' })
    try {
      const connection = new Connection(local.stack.solana.rpcUrl, 'confirmed')
      const { token } = local.stack.solana
      const receiver = local.stack.solana.accounts[2]!.address
      const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(token.mint), new PublicKey(receiver))
      const units = async () => BigInt((await connection.getTokenAccountBalance(tokenAccount).catch(() => ({ value: { amount: '0' } }))).value.amount)
      const [lamports, before] = [await connection.getBalance(new PublicKey(receiver)), await units()]

      await fillAndReview(modal, 'SOL', '0.01', receiver)
      await expect.poll(() => modal.getByTestId('send-preview-fee').textContent(), { timeout: 15_000 }).toBe('~0.000005 SOL')
      await screenshot(page, 'send-preview-solana-desktop-dark')
      await confirm(page, modal)
      await expect.poll(() => connection.getBalance(new PublicKey(receiver)), { timeout: 15_000 }).toBe(lamports + 10_000_000)

      await openSendView(page)
      await fillAndReview(modal, token.symbol, '2', receiver)
      await confirm(page, modal)
      await expect.poll(units, { timeout: 15_000 }).toBe(before + 2n * 10n ** BigInt(token.decimals))
    } finally {
      await session.close()
    }
  })

  it.each([['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as [ViewportName, ColorScheme][])(
    'rule: on %s in %s mode the form and the preview show every part (screenshots)',
    async (viewport, colorScheme) => {
      const { session, page, modal } = await openSend('EVM', { viewport, colorScheme })
      try {
        await screenshot(page, `send-form-${viewport}-${colorScheme}`)
        const picker = modal.getByRole('button', { name: /^Asset: / })
        await picker.click()
        // The native currency first, then the devnet token with its balance.
        await expect.poll(() => modal.locator('.pc-send-row .pc-send-token-symbol').allTextContents(), { timeout: 15_000 }).toEqual(['ETH', 'pUSD'])
        await screenshot(page, `send-picker-${viewport}-${colorScheme}`)
        await picker.click()
        await fillAndReview(modal, 'ETH', '0.1', local.stack.devnet.accounts[3]!.address)
        await expect.poll(() => modal.getByTestId('send-preview-fee').textContent(), { timeout: 15_000 }).toMatch(/ETH$/)
        await screenshot(page, `send-preview-${viewport}-${colorScheme}`)
        expect(await modal.getByRole('button', { name: 'Send', exact: true }).isVisible()).toBe(true)
      } finally {
        await session.close()
      }
    },
  )
})
