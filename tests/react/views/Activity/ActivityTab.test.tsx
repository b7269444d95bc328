// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ActivityPage, ActivitySource } from '../../../../core/activity/ActivitySource.js'
import type { Transaction } from '../../../../core/activity/Transaction.js'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { activity } from '../../../../plugins/activity/index.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import ActivityTab from '../../../../react/views/Activity/ActivityTab.js'
import { startTestKernel } from '../../../core/connection/startTestKernel.js'
import { fungible, nft, transactionOf } from '../../../core/activity/transactionFixture.js'

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

/** The tab over a source whose pages are made for the connected chain. */
async function shown(pages: (chain: string) => Record<string, () => Promise<ActivityPage>>) {
  let chain = ''
  const source: ActivitySource = {
    transactions: async ({ cursor }) => {
      const page = pages(chain)[cursor ?? '']
      if (!page) throw new Error('no such page')
      return page()
    },
  }
  const made = await startTestKernel({ plugins: [activity({ source })] })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  chain = made.kernel.store('chains').getState().byNamespace.eip155!.network.caipNetwork!.caipNetworkId
  render(<KernelContext.Provider value={made.kernel}><ActivityTab kernel={made.kernel} namespace="eip155" /></KernelContext.Provider>)
  return made.kernel
}

const rowText = () => screen.queryAllByRole('listitem').map((row) => (row.textContent ?? '').replace(/\s+/g, ' '))

describe('ActivityTab', () => {
  it('rule: rows shimmer while the list is read', async () => {
    await shown(() => ({ '': () => new Promise(() => {}) }))
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading activity' })).toBeTruthy())
  })

  it('rule: an account without transactions sees the empty state', async () => {
    await shown(() => ({ '': async () => ({ transactions: [], next: undefined }) }))
    await waitFor(() => expect(screen.getByText('No activity yet')).toBeTruthy())
  })

  it('rule: Transaction amounts show 3 decimals (an NFT its name); addresses are shown as 4 leading and 6 trailing characters', async () => {
    const received: Transaction = { ...transactionOf('in', ''), metadata: { ...transactionOf('in', '').metadata, operationType: 'receive' } }
    await shown((chain) => ({
      '': async () => ({
        transactions: [
          transactionOf('out', chain, [fungible('1.23456', 'out', 'ETH')]),
          { ...received, metadata: { ...received.metadata, chain }, transfers: [fungible('0.0004', 'in', 'pUSD')] },
          { ...transactionOf('failed', chain, [fungible('2', 'out')]), metadata: { ...transactionOf('failed', chain).metadata, status: 'failed' } },
          transactionOf('spam', chain, [nft(true)]),
          transactionOf('gem', chain, [nft(false, 'Gem #7')]),
        ],
        next: undefined,
      }),
    }))
    await waitFor(() => expect(rowText()).toHaveLength(4))
    const [sent, got, failed, gem] = rowText()
    expect(sent).toContain('Sent')
    expect(sent).toContain('To 0x22\u2026222222')
    expect(sent).toContain('-1.235 ETH')
    expect(got).toContain('Received')
    expect(got).toContain('From 0x11\u2026111111')
    expect(got).toContain('+<0.001 pUSD')
    expect(failed).toContain('Failed')
    expect(gem).toContain('+Gem #7')
    expect(gem).not.toContain('+1 ')
  })

  it("rule: a failed read shows 'Failed to fetch transactions' as a toast and in place, with a retry", async () => {
    let fail = true
    const made = await shown((chain) => ({
      '': async () => {
        if (fail) throw new Error('API down')
        return { transactions: [transactionOf('a', chain)], next: undefined }
      },
    }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions'))
    expect(made.store('notifications').getState().toast).toMatchObject({ message: 'Failed to fetch transactions', variant: 'error' })
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rowText()).toHaveLength(1))
  })

  it('rule: the list asks for the following page when its end comes into view, and shows it', async () => {
    await shown((chain) => ({
      '': async () => ({ transactions: [transactionOf('a', chain)], next: 'p2' }),
      p2: async () => ({ transactions: [transactionOf('b', chain)], next: undefined }),
    }))
    await waitFor(() => expect(rowText()).toHaveLength(2))
  })
})
