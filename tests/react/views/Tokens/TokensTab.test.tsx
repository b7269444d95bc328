// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { PriceSource } from '../../../../core/tokens/PriceSource.js'
import type { TokenBalance } from '../../../../core/types/account.js'
import { tokens } from '../../../../plugins/tokens/index.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import TokensTab from '../../../../react/views/Tokens/TokensTab.js'
import { startTestKernel } from '../../../core/connection/startTestKernel.js'

let kernel: Kernel | undefined
beforeEach(() => {
  // happy-dom lays nothing out: give the scroll box the size it has in the modal.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(296)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
})
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

const usd = (numeric: string, decimals = '6'): TokenBalance => ({
  name: 'Portico USD', symbol: 'pUSD', chainId: 'eip155:1', address: '0xusd', quantity: { decimals, numeric }, iconUrl: '',
})

interface Setup {
  balance?: () => Promise<{ balance: string; symbol: string }>
  tokenBalances?: () => Promise<TokenBalance[]>
  prices?: PriceSource
}

async function shown({ balance, tokenBalances, prices }: Setup = {}) {
  const made = await startTestKernel({
    eip155: {
      capabilities: {
        getBalance: balance ?? (async () => ({ balance: '1.23456', symbol: 'ETH' })),
        getTokenBalances: tokenBalances ?? (async () => [usd('1234.5678')]),
      },
    },
    plugins: [tokens({ prices: prices ?? { prices: async () => new Map([['native', 3000.333], ['0xusd', 1]]) } })],
  })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  render(<KernelContext.Provider value={made.kernel}><TokensTab kernel={made.kernel} namespace="eip155" /></KernelContext.Provider>)
  return made.kernel
}

// A row's text without its icon's initials (drawn when a token has no icon, hidden from assistive tech).
const rows = () => screen.queryAllByRole('listitem').map((row) => [...(row.firstElementChild?.children ?? [])].filter((child) => child.getAttribute('aria-hidden') !== 'true').map((child) => child.textContent).join(''))

describe('TokensTab', () => {
  it('rule: rows shimmer while the list is read', async () => {
    await shown({ balance: () => new Promise(() => {}) })
    expect(screen.getByRole('status', { name: 'Loading tokens' })).toBeTruthy()
  })

  it('rule: native first, balances floored to 3 decimals and fiat values to 2 (SPEC section 5)', async () => {
    await shown()
    await waitFor(() => expect(rows()).toHaveLength(2))
    // 1.23456 floors to 1.234 (not 1.235); 1.23456 x 3000.333 = 3704.091... shows $3,704.09.
    expect(rows()[0]).toBe('MockETH1.234 ETH$3,704.09')
    expect(rows()[1]).toBe('Portico USDpUSD1,234.567 pUSD$1,234.57')
  })

  it('rule: without prices the balances show without fiat values', async () => {
    await shown({ prices: { prices: () => Promise.reject(new Error('prices down')) } })
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(rows()[1]).toBe('Portico USDpUSD1,234.567 pUSD')
    expect(document.body.textContent).not.toContain('$')
  })

  it('rule: tokens with zero decimals and tokens with a zero balance are not listed', async () => {
    await shown({ tokenBalances: async () => [usd('0'), { ...usd('5', '0'), address: '0xlow', symbol: 'LOW' }] })
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]).toContain('ETH')
  })

  it("rule: a list that could not be read says 'Token Balance Unavailable' and reads again on 'Try again'", async () => {
    const balance = vi.fn((): Promise<{ balance: string; symbol: string }> => Promise.reject(new Error('node down')))
    await shown({ balance })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable'))
    balance.mockImplementation(() => Promise.resolve({ balance: '2', symbol: 'ETH' }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
  })

  it('rule: the empty state when the account holds nothing to list', async () => {
    const made = await shown()
    await waitFor(() => expect(rows()).toHaveLength(2))
    act(() => made.store('tokens').setState((state) => ({ ...state, byNamespace: { eip155: { status: 'ready', address: '0x1', caipNetworkId: 'eip155:1', tokens: [], fiat: false } } })))
    expect(screen.getByText('No tokens on this network')).toBeTruthy()
  })

  it('rule: the scroll position is kept when the tab is shown again', async () => {
    const made = await shown()
    await waitFor(() => expect(rows()).toHaveLength(2))
    const list = screen.getByRole('list')
    list.scrollTop = 40
    fireEvent.scroll(list)
    cleanup()
    render(<KernelContext.Provider value={made}><TokensTab kernel={made} namespace="eip155" /></KernelContext.Provider>)
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.getByRole('list').scrollTop).toBe(40)
  })
})
