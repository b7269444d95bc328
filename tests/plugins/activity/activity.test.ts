import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadMoreActivity, retryAccountActivity, watchAccountActivity } from '../../../core/activity/AccountActivity.js'
import type { ActivityPage, ActivityQuery, ActivitySource } from '../../../core/activity/ActivitySource.js'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { activity } from '../../../plugins/activity/index.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'
import { nft, transactionOf } from '../../core/activity/transactionFixture.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

/** A source answering `pages` in turn by cursor ('' for the first), recording each query. */
function sourceOf(pages: Record<string, () => ActivityPage | Promise<ActivityPage>>): ActivitySource & { queries: ActivityQuery[] } {
  const queries: ActivityQuery[] = []
  return {
    queries,
    async transactions(query) {
      queries.push(query)
      const page = pages[query.cursor ?? '']
      if (!page) throw new Error(`no page ${query.cursor}`)
      return page()
    },
  }
}

async function setup(source: ActivitySource) {
  const made = await startTestKernel({ plugins: [activity({ source })] })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  const chain = made.kernel.store('chains').getState().byNamespace.eip155!
  return { kernel: made.kernel, caipNetworkId: chain.network.caipNetwork!.caipNetworkId }
}

const list = (k: Kernel) => k.store('activity').getState().byNamespace.eip155

describe('activity()', () => {
  it("rule: registers the Account tab { id: 'activity', label: 'Activity', order: 30 } drawn by react/'s kind 'activity'", async () => {
    const { kernel } = await setup(sourceOf({}))
    expect(kernel.store('registry').getState().accountTabs).toEqual([{ id: 'activity', label: 'Activity', order: 30, kind: 'activity' }])
  })

  it('rule: without apiUrl and without a source there is no Activity tab and nothing is asked', async () => {
    const made = await startTestKernel({ options: { apiUrl: undefined }, plugins: [activity()] })
    kernel = made.kernel
    expect(made.kernel.store('registry').getState().accountTabs).toEqual([])
  })

  it('rule: nothing is read while no renderer shows the list; a shown list is loading, then ready with the visible transactions and the next cursor', async () => {
    let answer: (page: ActivityPage) => void = () => {}
    const source = sourceOf({ '': () => new Promise((resolve) => (answer = resolve)) })
    const { kernel, caipNetworkId } = await setup(source)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(source.queries).toEqual([])
    watchAccountActivity(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('loading'))
    answer({ transactions: [transactionOf('a', caipNetworkId), transactionOf('spam', caipNetworkId, [nft(true)]), transactionOf('b', 'eip155:999')], next: 'p2' })
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('ready'))
    expect(list(kernel)).toMatchObject({ transactions: [{ id: 'a' }], next: 'p2', more: 'idle' })
    expect(source.queries[0]).toMatchObject({ address: '0x1111111111111111111111111111111111111111', cursor: undefined })
  })

  it('rule: the list is paged by the next cursor; loadMore appends the following page once, until there is none', async () => {
    let caip = ''
    const source = sourceOf({
      '': () => ({ transactions: [transactionOf('a', caip)], next: 'p2' }),
      p2: () => ({ transactions: [transactionOf('b', caip)], next: undefined }),
    })
    const { kernel, caipNetworkId } = await setup(source)
    caip = caipNetworkId
    watchAccountActivity(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('ready'))
    loadMoreActivity(kernel, 'eip155')
    loadMoreActivity(kernel, 'eip155')
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ transactions: [{ id: 'a' }, { id: 'b' }], next: undefined, more: 'idle' }))
    loadMoreActivity(kernel, 'eip155')
    expect(source.queries.map((query) => query.cursor)).toEqual([undefined, 'p2'])
  })

  it('rule: a page whose transactions are all hidden is skipped to the next one', async () => {
    let caip = ''
    const source = sourceOf({
      '': () => ({ transactions: [transactionOf('spam', caip, [nft(true)])], next: 'p2' }),
      p2: () => ({ transactions: [transactionOf('b', caip)], next: undefined }),
    })
    const { kernel, caipNetworkId } = await setup(source)
    caip = caipNetworkId
    watchAccountActivity(kernel)
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ status: 'ready', transactions: [{ id: 'b' }], next: undefined }))
  })

  it("rule: a failed read is 'Failed to fetch transactions', read again on retry; a failed next page keeps the list and says so", async () => {
    let caip = ''
    let fail = true
    const source = sourceOf({
      '': () => {
        if (fail) throw new Error('API down')
        return { transactions: [transactionOf('a', caip)], next: 'p2' }
      },
      p2: () => {
        throw new Error('API down')
      },
    })
    const { kernel, caipNetworkId } = await setup(source)
    caip = caipNetworkId
    watchAccountActivity(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('error'))
    const failed = list(kernel)
    expect(failed?.status === 'error' && failed.error.code).toBe('FETCH_TRANSACTIONS_FAILED')
    expect(failed?.status === 'error' && failed.error.shortMessage).toBe('Failed to fetch transactions')
    fail = false
    retryAccountActivity(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('ready'))
    loadMoreActivity(kernel, 'eip155')
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ transactions: [{ id: 'a' }], more: { error: { code: 'FETCH_TRANSACTIONS_FAILED' } } }))
  })

  it('rule: when the balance changes (a send landed) the first page is read again until the index shows the new transaction', async () => {
    let caip = ''
    let newest = ['a']
    const source = sourceOf({ '': () => ({ transactions: newest.map((id) => transactionOf(id, caip)), next: undefined }) })
    const { kernel, caipNetworkId } = await setup(source)
    caip = caipNetworkId
    watchAccountActivity(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('ready'))
    kernel.store('chains').setState((draft) => {
      draft.byNamespace.eip155!.account.balance = '0.5'
    })
    // The index lags: the first re-read still has the old list, which stays shown (never a shimmer).
    await vi.waitFor(() => expect(source.queries.length).toBe(2))
    expect(list(kernel)?.status).toBe('ready')
    newest = ['b', 'a']
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ transactions: [{ id: 'b' }, { id: 'a' }] }), { timeout: 3_000 })
  })

  it('rule: destroy() removes the slice and the tab', async () => {
    const { kernel } = await setup(sourceOf({}))
    await kernel.destroy()
    expect(() => kernel.store('activity')).toThrow()
  })
})
