import { Contract, formatUnits, JsonRpcProvider, verifyMessage } from 'ethers'
import { afterAll, describe, expect, it } from 'vitest'
import { formatBalance } from '../../../core/format/formatAmount.js'
import { LOCAL_PROJECT_ID } from '../../../scripts/startStack.js'
import { useLocalStack, screenshot, waitForView, type PageSession } from '../harness/index.js'
import { confirmSend, fillAndReview, openSendFromDemo } from '../send/modalSend.js'
import { answerWallet, closeModal, loadDemo, openDemo, pendingWalletRequests, pickDemoWallet, valueOf, walletPanel } from './demoPage.js'

/*
 * The first vertical slice end to end, on the real local stack `npm start` runs: anvil chains, the
 * provider API with its indexer, the demo page with the demo wallet injected through EIP-6963, in
 * Debian's Chromium. Nothing is mocked; the chain's own state is read back to check each step.
 */

const local = useLocalStack()

const ERC20 = ['function balanceOf(address) view returns (uint256)']

function chainReader(chainId: number) {
  const chain = local.stack.devnet.chains.find((candidate) => candidate.chainId === chainId)!
  const provider = new JsonRpcProvider(chain.rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 })
  const token = new Contract(local.stack.devnet.token.address, ERC20, provider)
  return {
    weiOf: (address: string) => provider.getBalance(address),
    ether: async (address: string) => Number(await provider.getBalance(address)) / 1e18,
    pusd: async (address: string) => Number(await token.getFunction('balanceOf')(address)) / 10 ** local.stack.devnet.token.decimals,
    destroy: () => provider.destroy(),
  }
}

describe('the demo on the local stack', () => {
  let session: PageSession
  const visitor = () => local.stack.devnet.accounts[0]!.address
  const receiver = () => local.stack.devnet.accounts[1]!.address

  afterAll(async () => {
    await session?.close()
  })

  it('rule: the demo wallet is offered as installed; approving connects and Account shows the address and the anvil balance', async () => {
    session = await openDemo(local.browser, local.stack.demoUrl)
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    const row = page.locator('portico-modal').getByRole('button', { name: /Portico Demo Wallet/ })
    await expect.poll(() => row.first().textContent()).toContain('INSTALLED')
    await screenshot(page, 'demo-connect-desktop-dark')
    await row.first().click()
    await page.locator('portico-modal').getByRole('button', { name: /^Solana( |$)/ }).waitFor()
    await screenshot(page, 'demo-chain-chooser-desktop-dark')
    await page.locator('portico-modal').getByRole('button', { name: /^EVM( |$)/ }).click()
    await waitForView(page, 'ConnectingExternal')
    await walletPanel(page).locator('[data-kind="connect"]').waitFor()
    await screenshot(page, 'demo-connecting-desktop-dark')
    await answerWallet(page, 'connect', 'Approve')
    await waitForView(page, 'Account')
    const modal = page.locator('portico-modal').locator('[role="dialog"]')
    await expect.poll(() => modal.textContent()).toContain(`${visitor().slice(0, 4)}…${visitor().slice(-6)}`)
    // The stack is the run's: other files have spent from these accounts, so the balances the
    // page shows are checked against the chain's, read now.
    const chain = chainReader(31337)
    const shown = `${formatBalance(formatUnits(await chain.weiOf(visitor()), 18))} ETH`
    await expect.poll(() => modal.textContent(), { timeout: 15_000 }).toContain(shown)
    await screenshot(page, 'demo-account-desktop-dark')
    await closeModal(page)
    expect(await page.getByTestId('account-address').textContent()).toBe(visitor())
    expect(await valueOf(page, 'native-balance')).toBeCloseTo(await chain.ether(visitor()), 6)
    expect(await valueOf(page, 'token-balance')).toBe(await chain.pusd(visitor()))
    chain.destroy()
  })

  it('rule: switching to the second chain, which the wallet does not know, runs the add-chain path (4902) and lands there', async () => {
    const { page } = session
    await page.getByRole('button', { name: /Portico Devnet/ }).first().click()
    await waitForView(page, 'Networks')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Devnet 2/ }).click()
    await answerWallet(page, 'addChain', 'Approve')
    await expect.poll(() => page.getByTestId('account-network').textContent(), { timeout: 15_000 }).toContain('Portico Devnet 2')
    const chainId = await page.evaluate(() => window.__porticoDemo!.wallet.provider.request({ method: 'eth_chainId' }))
    expect(chainId).toBe('0x7a6a')
    const second = chainReader(31338)
    await expect.poll(async () => (await valueOf(page, 'native-balance')) - (await second.ether(visitor()))).toBeCloseTo(0, 6)
    second.destroy()
    if (await page.evaluate(() => window.__portico!.store('modal').getState().open)) await closeModal(page)
  })

  it('rule: signing a message returns a signature that recovers to the connected address', async () => {
    const { page } = session
    const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerWallet(page, 'sign', 'Approve')
    const signature = page.getByTestId('signature')
    await signature.waitFor()
    expect(verifyMessage(message, (await signature.textContent())!.trim())).toBe(visitor())
  })

  it('rule: sending ETH moves it on the chain and the balances update', async () => {
    const { page } = session
    const chain = chainReader(31338)
    const [before, spender] = [await chain.ether(receiver()), await chain.ether(visitor())]
    const modal = await openSendFromDemo(page)
    await fillAndReview(modal, 'ETH', '1.5', receiver())
    await confirmSend(modal)
    await answerWallet(page, 'transaction', 'Approve')
    await waitForView(page, 'Account')
    await closeModal(page)
    expect(await chain.ether(receiver())).toBeCloseTo(before + 1.5, 6)
    await expect.poll(() => valueOf(page, 'native-balance')).toBeLessThan(spender - 1.5 + 1e-9)
    chain.destroy()
  })

  it('rule: sending the test token calls transfer(receiver, amount) and both balances follow', async () => {
    const { page } = session
    const chain = chainReader(31338)
    const [before, spender] = [await chain.pusd(receiver()), await chain.pusd(visitor())]
    const modal = await openSendFromDemo(page)
    await fillAndReview(modal, 'pUSD', '250', receiver())
    await confirmSend(modal)
    await answerWallet(page, 'transaction', 'Approve')
    await waitForView(page, 'Account')
    await closeModal(page)
    await expect.poll(() => chain.pusd(receiver()), { timeout: 20_000 }).toBe(before + 250)
    await expect.poll(() => valueOf(page, 'token-balance')).toBe(spender - 250)
    await screenshot(page, 'demo-after-sends-desktop-dark')
    chain.destroy()
  })

  it("rule: the API's data layer indexed both sends from the devnet", async () => {
    const url = `${local.stack.apiUrl}/v1/account/${visitor()}/history?chainId=eip155:31338&projectId=${LOCAL_PROJECT_ID}&st=test&sv=test`
    const operations = async () => {
      const body = await (await fetch(url)).json() as { data: { metadata: { operationType: string } }[] }
      return body.data.map((transaction) => transaction.metadata.operationType)
    }
    // Newest first: the two sends, then what the devnet itself did from this account (the token's
    // and the NFT collections' deployments, the mints).
    await expect.poll(async () => (await operations()).slice(0, 2), { timeout: 15_000 }).toEqual(['send', 'send'])
    expect(await operations()).toContain('deploy')
  })

  it('rule: a reload reconnects silently, on the same account and chain', async () => {
    const { page } = session
    await loadDemo(page, local.stack.demoUrl)
    await expect.poll(() => page.getByTestId('account-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('connected')
    expect(await page.getByTestId('account-address').textContent()).toBe(visitor())
    expect(await page.getByTestId('account-network').textContent()).toContain('Portico Devnet 2')
    expect(await pendingWalletRequests(page)).toBe(0)
    expect(session.pageErrors).toEqual([])
    expect(session.blockedRequests).toEqual([])
  })

  it("rule: the wallet changing its account changes the dApp's, and the wallet's own disconnect ends the session", async () => {
    const { page } = session
    await walletPanel(page).getByRole('button', { name: 'Demo wallet' }).click()
    await walletPanel(page).getByRole('combobox', { name: 'Account' }).selectOption({ index: 1 })
    await expect.poll(() => page.getByTestId('account-address').textContent()).toBe(receiver())
    await walletPanel(page).getByRole('button', { name: 'Disconnect site' }).click()
    await expect.poll(() => page.getByTestId('account-status').getAttribute('data-status')).toBe('disconnected')
    await expect(page.getByRole('button', { name: 'Connect Wallet' }).isVisible()).resolves.toBe(true)
  })
})

describe('a wallet that refuses', () => {
  it("rule: a rejected connection says 'Connection rejected', and Try again connects", async () => {
    const session = await openDemo(local.browser, local.stack.demoUrl, { viewport: 'mobile', colorScheme: 'light' })
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    await pickDemoWallet(page, 'EVM')
    await answerWallet(page, 'connect', 'Reject')
    const modal = page.locator('portico-modal').locator('[role="dialog"]')
    await expect.poll(() => modal.getByRole('alert').first().textContent()).toContain('Connection rejected')
    await screenshot(page, 'demo-rejected-mobile-light')
    await modal.getByRole('button', { name: 'Try again' }).click()
    await answerWallet(page, 'connect', 'Approve')
    await waitForView(page, 'Account')
    await screenshot(page, 'demo-account-mobile-light')
    expect(session.pageErrors).toEqual([])
    await session.close()
  })
})

describe('the demo in the other looks', () => {
  it.each([['desktop', 'light'], ['mobile', 'dark']] as const)(
    'rule: on %s in %s mode the connect flow works and the main states are photographed',
    async (viewport, colorScheme) => {
      const session = await openDemo(local.browser, local.stack.demoUrl, { viewport, colorScheme })
      const { page } = session
      await screenshot(page, `demo-page-${viewport}-${colorScheme}`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await waitForView(page, 'Connect')
      await screenshot(page, `demo-connect-${viewport}-${colorScheme}`)
      await pickDemoWallet(page, 'EVM')
      await answerWallet(page, 'connect', 'Approve')
      await waitForView(page, 'Account')
      await expect.poll(() => page.getByTestId('native-balance').getAttribute('data-value'), { timeout: 15_000 }).toBeTruthy()
      await screenshot(page, `demo-account-${viewport}-${colorScheme}`)
      await closeModal(page)
      await screenshot(page, `demo-connected-${viewport}-${colorScheme}`)
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )
})
