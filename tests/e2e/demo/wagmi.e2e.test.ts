import { Contract, JsonRpcProvider } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { useLocalStack, screenshot, waitForView, type PageSession } from '../harness/index.js'
import { answerWallet, closeModal, loadDemo, openDemo, pendingWalletRequests } from './demoPage.js'

/*
 * Issue 23: a wagmi app whose one connector is portico/wagmi (demo/wagmi.html), on the local stack.
 * Portico's modal does the connecting; wagmi's own hooks (useAccount, useBalance, useReadContract,
 * useWriteContract, useSwitchChain, useDisconnect) then work on that connection, and the two
 * libraries follow each other's switches and disconnects. The chain is read back to check the write.
 */

const local = useLocalStack()

const wagmiStatus = (page: Page) => page.getByTestId('wagmi-status').getAttribute('data-status')
const wagmiChain = (page: Page) => page.getByTestId('wagmi-chain').getAttribute('data-value')
const porticoChain = (page: Page) => page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.caipNetworkId)
const porticoStatus = (page: Page) => page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.status)

async function tokenBalance(address: string): Promise<bigint> {
  const chain = local.stack.devnet.chains[0]!
  const provider = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 })
  try {
    const token = new Contract(local.stack.devnet.token.address, ['function balanceOf(address) view returns (uint256)'], provider)
    return await token.getFunction('balanceOf')(address) as bigint
  } finally {
    provider.destroy()
  }
}

describe('portico/wagmi in a wagmi app', () => {
  let session: PageSession
  const wagmiUrl = () => new URL('/wagmi', local.stack.demoUrl).href
  const visitor = () => local.stack.devnet.accounts[0]!.address
  const receiver = () => local.stack.devnet.accounts[1]!.address

  afterAll(async () => {
    await session?.close()
  })

  it("rule: wagmi's connect opens Portico's modal, and useAccount and useBalance then read the wallet the visitor chose", async () => {
    session = await openDemo(local.browser, wagmiUrl())
    const { page } = session
    expect(await wagmiStatus(page)).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await waitForView(page, 'Connect')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Demo Wallet/ }).first().click()
    await answerWallet(page, 'connect', 'Approve')
    await waitForView(page, 'Account')
    await closeModal(page)
    await expect.poll(() => wagmiStatus(page), { timeout: 15_000 }).toBe('connected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(visitor())
    expect(await wagmiChain(page)).toBe('31337')
    await expect.poll(() => page.getByTestId('wagmi-balance').getAttribute('data-value'), { timeout: 15_000 }).toMatch(/^\d{20,}$/)
    await screenshot(page, 'wagmi-connected-desktop-dark')
  })

  it("rule: useWriteContract sends through the wallet Portico connected, and the chain shows the transfer", async () => {
    const { page } = session
    const before = await tokenBalance(receiver())
    await page.getByRole('button', { name: /^Send 1 / }).click()
    await answerWallet(page, 'transaction', 'Approve')
    await expect.poll(() => page.getByTestId('wagmi-tx').getAttribute('data-status'), { timeout: 20_000 }).toBe('success')
    expect(await tokenBalance(receiver())).toBe(before + 10n ** BigInt(local.stack.devnet.token.decimals))
    await expect.poll(() => page.getByTestId('wagmi-token-received').getAttribute('data-value'), { timeout: 15_000 }).toBe(String(await tokenBalance(receiver())))
  })

  it("rule: wagmi's switchChain moves Portico's network, and Portico's network button moves wagmi's chain", async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Switch to Portico Devnet 2' }).click()
    await answerWallet(page, 'addChain', 'Approve')
    await expect.poll(() => wagmiChain(page), { timeout: 15_000 }).toBe('31338')
    expect(await porticoChain(page)).toBe('eip155:31338')

    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: /Portico Devnet 2/ }).click()
    await waitForView(page, 'Networks')
    await page.locator('portico-modal').getByRole('button', { name: /^Portico Devnet(?! 2)/ }).click()
    await expect.poll(() => wagmiChain(page), { timeout: 15_000 }).toBe('31337')
    if (await page.evaluate(() => window.__portico!.store('modal').getState().open)) await closeModal(page)
  })

  it('rule: a reload restores the connection in both, without asking the wallet', async () => {
    const { page } = session
    await loadDemo(page, wagmiUrl())
    await expect.poll(() => wagmiStatus(page), { timeout: 15_000 }).toBe('connected')
    expect(await porticoStatus(page)).toBe('connected')
    expect(await page.getByTestId('wagmi-address').textContent()).toBe(visitor())
    expect(await pendingWalletRequests(page)).toBe(0)
  })

  it("rule: wagmi's disconnect disconnects Portico, and Portico's disconnect disconnects wagmi", async () => {
    const { page } = session
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(() => porticoStatus(page)).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()

    // Portico's own button connects; wagmi hears of it without being asked.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    await page.locator('portico-modal').getByRole('button', { name: /Portico Demo Wallet/ }).first().click()
    await answerWallet(page, 'connect', 'Approve')
    await waitForView(page, 'Account')
    await expect.poll(() => wagmiStatus(page), { timeout: 15_000 }).toBe('connected')
    await page.locator('portico-modal').getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => wagmiStatus(page), { timeout: 15_000 }).toBe('disconnected')
    expect(session.pageErrors).toEqual([])
    expect(session.blockedRequests).toEqual([])
  })

  it('rule: on a phone in light mode the wagmi page starts disconnected, with no wallet asked', async () => {
    const phone = await openDemo(local.browser, wagmiUrl(), { viewport: 'mobile', colorScheme: 'light' })
    try {
      await expect.poll(() => wagmiStatus(phone.page), { timeout: 15_000 }).toBe('disconnected')
      expect(await pendingWalletRequests(phone.page)).toBe(0)
      await screenshot(phone.page, 'wagmi-disconnected-mobile-light')
      expect(phone.pageErrors).toEqual([])
    } finally {
      await phone.close()
    }
  })
})
