import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { syncBalance } from '../../../core/connection/syncBalance.js'
import type { TokenBalance } from '../../../core/types/account.js'
import { chainOf, startTestKernel } from './startTestKernel.js'

const token = (symbol: string, decimals: string, numeric = '5'): TokenBalance => ({
  name: symbol, symbol, chainId: 'eip155:1', address: `0x${symbol}`, value: 0, price: 0, quantity: { decimals, numeric }, iconUrl: '',
})

describe('syncBalance', () => {
  it("rule: token balances come from the namespace's getTokenBalances; zero-decimal tokens are dropped", async () => {
    const { kernel } = await startTestKernel({
      eip155: { capabilities: { getTokenBalances: async () => [token('pUSD', '6'), token('JUNK', '0')] } },
    })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await expect.poll(() => chainOf(kernel).account.tokenBalance.map((t) => t.symbol)).toEqual(['pUSD'])
    expect(chainOf(kernel).account.balance).toBe('1.5')
  })

  it('rule: a failing token read keeps the native balance and the tokens already shown', async () => {
    let fail = false
    const { kernel } = await startTestKernel({
      eip155: { capabilities: { getTokenBalances: async () => { if (fail) throw new Error('rpc down'); return [token('pUSD', '6')] } } },
    })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await expect.poll(() => chainOf(kernel).account.tokenBalance.length).toBe(1)
    fail = true
    await syncBalance(kernel, 'eip155')
    expect(chainOf(kernel).account.tokenBalance.map((t) => t.symbol)).toEqual(['pUSD'])
    expect(chainOf(kernel).account.balance).toBe('1.5')
  })

  it('rule: an answer for an account that changed meanwhile is dropped', async () => {
    let release: (tokens: TokenBalance[]) => void = () => {}
    const { kernel } = await startTestKernel({
      eip155: { capabilities: { getTokenBalances: () => new Promise((resolve) => { release = resolve }) } },
    })
    await connect(kernel, { connectorId: 'mock-eip155' })
    kernel.store('chains').setState((draft) => { draft.byNamespace.eip155!.account.address = '0x9999999999999999999999999999999999999999' })
    release([token('pUSD', '6')])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(chainOf(kernel).account.tokenBalance).toEqual([])
  })
})
