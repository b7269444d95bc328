import { describe, expect, it } from 'vitest'
import { readAccountTokens } from '../../../core/tokens/readAccountTokens.js'
import type { PriceSource } from '../../../core/tokens/PriceSource.js'
import type { TokenBalance } from '../../../core/types/account.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const network = mockNetwork('eip155', '31337', 'Local')
const token = (symbol: string, numeric: string, decimals = '6'): TokenBalance => ({
  name: `${symbol} token`, symbol, chainId: network.caipNetworkId, address: `0x${symbol}`, quantity: { decimals, numeric }, iconUrl: '',
})
const fixedPrices = (prices: Record<string, number>): PriceSource => ({ prices: async () => new Map(Object.entries(prices)) })
const capabilities = (tokens: TokenBalance[]) => ({
  getBalance: async () => ({ balance: '2.5', symbol: 'MCK' }),
  getTokenBalances: async () => tokens,
})

describe('readAccountTokens', () => {
  it('rule: the native currency comes first, then the tokens with a non-zero balance', async () => {
    const list = await readAccountTokens({ capabilities: capabilities([token('ZERO', '0'), token('USD', '12.5')]), address: '0xa', network, prices: fixedPrices({}) })
    expect(list.status === 'ready' && list.tokens.map((t) => t.symbol)).toEqual(['MCK', 'USD'])
    expect(list.status === 'ready' && list.tokens[0]).toMatchObject({ name: 'Mock', quantity: { decimals: '18', numeric: '2.5' } })
  })

  it('rule: tokens with zero decimals are dropped as low quality (SPEC section 5)', async () => {
    const list = await readAccountTokens({ capabilities: capabilities([token('NFTISH', '3', '0'), token('USD', '1')]), address: '0xa', network, prices: fixedPrices({}) })
    expect(list.status === 'ready' && list.tokens.map((t) => t.symbol)).toEqual(['MCK', 'USD'])
  })

  it('rule: a known price gives price and value; an unknown token gets none, never a made-up one', async () => {
    const list = await readAccountTokens({
      capabilities: capabilities([token('USD', '12.5'), token('ODD', '4')]), address: '0xa', network, prices: fixedPrices({ native: 2000, '0xUSD': 1 }),
    })
    expect(list).toMatchObject({ status: 'ready', fiat: true })
    const tokens = list.status === 'ready' ? list.tokens : []
    expect(tokens[0]).toMatchObject({ price: 2000, value: 5000 })
    expect(tokens[1]).toMatchObject({ price: 1, value: 12.5 })
    expect(tokens[2]).not.toHaveProperty('price')
    expect(tokens[2]).not.toHaveProperty('value')
  })

  it('rule: a failing price source shows the balances without fiat', async () => {
    const failing: PriceSource = { prices: () => Promise.reject(new Error('prices down')) }
    const list = await readAccountTokens({ capabilities: capabilities([token('USD', '1')]), address: '0xa', network, prices: failing })
    expect(list).toMatchObject({ status: 'ready', fiat: false })
    expect(list.status === 'ready' && list.tokens.every((t) => t.value === undefined)).toBe(true)
  })

  it("rule: a failing balance read is the list's error, 'Token Balance Unavailable'", async () => {
    const list = await readAccountTokens({
      capabilities: { getBalance: () => Promise.reject(new Error('node down')) }, address: '0xa', network, prices: fixedPrices({}),
    })
    expect(list.status).toBe('error')
    expect(list.status === 'error' && list.error.shortMessage).toBe('Token Balance Unavailable')
  })

  it('rule: a namespace without getTokenBalances lists its native currency alone', async () => {
    const list = await readAccountTokens({ capabilities: { getBalance: async () => ({ balance: '1', symbol: 'MCK' }) }, address: '0xa', network, prices: fixedPrices({}) })
    expect(list.status === 'ready' && list.tokens.map((t) => t.symbol)).toEqual(['MCK'])
  })
})
