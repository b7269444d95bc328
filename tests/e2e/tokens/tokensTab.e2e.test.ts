import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import { Contract, JsonRpcProvider } from 'ethers'
import { describe, expect, it } from 'vitest'
import { Decimal } from '../../../core/format/Decimal.js'
import { formatBalance, formatFiat } from '../../../core/format/formatAmount.js'
import { formatUnits } from '../../../core/format/units.js'
import { LOCAL_PRICES } from '../../../services/api/prices/localPriceTable.js'
import type { Page } from 'playwright-core'
import { connectDemoWallet, openDemo } from '../demo/demoPage.js'
import { screenshot, useLocalStack, type ColorScheme, type OpenPageOptions, type ViewportName } from '../harness/index.js'

/*
 * The Tokens tab on the local stack: the demo wallet connected, Account's Tokens tab lists the
 * native currency and the test token with the balances the node holds now (other files spend from
 * these accounts) and their fiat values at the API's fixed local prices.
 */

const local = useLocalStack()
const ERC20 = ['function balanceOf(address) view returns (uint256)']

interface Row { symbol: string; balance: string; fiat: string | null }

/** What a row shows: the symbol, the balance line and the fiat line (absent without a price). */
const expected = (symbol: string, numeric: string, price: number | undefined): Row => ({
  symbol,
  balance: `${formatBalance(numeric)} ${symbol}`,
  fiat: price === undefined ? null : formatFiat(Number(Decimal.from(numeric).mul(Decimal.from(String(price))).toString())),
})

async function openTokens(options: OpenPageOptions, family: 'EVM' | 'Solana', beforeConnect?: (page: Page) => Promise<void>) {
  const session = await openDemo(local.browser, local.stack.demoUrl, options)
  const { page } = session
  if (options.viewport !== 'mobile') await page.setViewportSize({ width: 1280, height: 860 })
  await beforeConnect?.(page)
  const modal = await connectDemoWallet(page, family)
  await modal.getByRole('tab', { name: 'Tokens' }).click()
  const list = modal.getByRole('list', { name: 'Tokens' })
  await list.waitFor()
  const rows = async (): Promise<Row[]> => list.locator('.pc-token').evaluateAll((items) => items.map((item) => ({
    symbol: item.querySelector('.pc-token-name .pc-token-sub')?.textContent ?? '',
    balance: item.querySelector('.pc-token-amount .pc-token-main')?.textContent ?? '',
    fiat: item.querySelector('.pc-token-amount .pc-token-sub')?.textContent ?? null,
  })))
  return { session, page, modal, rows }
}

async function evmHoldings(page: Page) {
  const state = await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155!)
  const chain = local.stack.devnet.chains.find((candidate) => candidate.caipNetworkId === state.network.caipNetwork!.caipNetworkId)!
  const provider = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, cacheTimeout: -1 })
  try {
    const token = new Contract(local.stack.devnet.token.address, ERC20, provider)
    const address = state.account.address!
    const [wei, units] = await Promise.all([provider.getBalance(address), token.getFunction('balanceOf')(address) as Promise<bigint>])
    return { eth: formatUnits(wei, 18), pusd: formatUnits(units, local.stack.devnet.token.decimals) }
  } finally {
    provider.destroy()
  }
}

describe('the Tokens tab', () => {
  it.each([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as [ViewportName, ColorScheme][])(
    'rule: on %s in %s mode it lists ETH then pUSD with the balances the chain holds and their fiat values',
    async (viewport, colorScheme) => {
      const { session, page, rows } = await openTokens({ viewport, colorScheme }, 'EVM')
      await expect.poll(async () => (await rows()).length).toBe(2)
      const held = await evmHoldings(page)
      expect(await rows()).toEqual([expected('ETH', held.eth, LOCAL_PRICES.ETH), expected('pUSD', held.pusd, LOCAL_PRICES.pUSD)])
      await screenshot(page, `tokens-${viewport}-${colorScheme}`)
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )

  it('rule: on Solana it lists SOL then the test SPL token with their balances and fiat values', async () => {
    const { session, page, rows } = await openTokens({ viewport: 'desktop', colorScheme: 'dark' }, 'Solana')
    await expect.poll(async () => (await rows()).length).toBe(2)
    const address = await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.solana!.account.address!)
    const connection = new Connection(local.stack.solana.rpcUrl, 'confirmed')
    const owner = new PublicKey(address)
    const lamports = BigInt(await connection.getBalance(owner))
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(local.stack.solana.token.mint), owner)
    const units = BigInt((await connection.getTokenAccountBalance(tokenAccount)).value.amount)
    expect(await rows()).toEqual([
      expected('SOL', formatUnits(lamports, 9), LOCAL_PRICES.SOL),
      expected(local.stack.solana.token.symbol, formatUnits(units, local.stack.solana.token.decimals), LOCAL_PRICES.pTEST),
    ])
    await screenshot(page, 'tokens-solana-desktop-dark')
    await session.close()
  })

  it('rule: when the prices cannot be fetched, the balances show without fiat values', async () => {
    const { session, page, rows } = await openTokens({ viewport: 'desktop', colorScheme: 'dark' }, 'EVM', async (page) => {
      await page.route('**/v1/prices?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }))
    })
    await expect.poll(async () => (await rows()).length).toBe(2)
    const held = await evmHoldings(page)
    expect(await rows()).toEqual([expected('ETH', held.eth, undefined), expected('pUSD', held.pusd, undefined)])
    await screenshot(page, 'tokens-no-prices-desktop-dark')
    await session.close()
  })
})
