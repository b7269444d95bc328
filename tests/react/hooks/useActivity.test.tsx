// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ActivitySource } from '../../../core/activity/ActivitySource.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { activity } from '../../../plugins/activity/index.js'
import { useActivity } from '../../../react/hooks/useActivity.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'
import { transactionOf } from '../../core/activity/transactionFixture.js'
import { connectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

/** Two pages on the chain the query asks about; the first fails while `state.fail` is set. */
function pagedSource(state = { fail: false }): ActivitySource {
  return {
    async transactions({ network, cursor }) {
      if (state.fail) throw new Error('API down')
      const chain = network.caipNetworkId
      return cursor === undefined ? { transactions: [transactionOf('a', chain)], next: 'p2' } : { transactions: [transactionOf('b', chain)], next: undefined }
    },
  }
}

async function setup(source: ActivitySource) {
  const made = await startTestKernel({ plugins: [activity({ source })] })
  kernel = made.kernel
  return made.kernel
}

describe('useActivity', () => {
  it("rule: 'idle' with no account, then the first page, and loadMore appends the next until there is none", async () => {
    const kernel = await setup(pagedSource())
    const { result } = renderHookWithKernel(kernel, () => useActivity())
    expect(result.current).toMatchObject({ namespace: 'eip155', status: 'idle', transactions: [], hasMore: false, loadingMore: false, error: undefined })
    await connectMock(kernel)
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.transactions.map((transaction) => transaction.id)).toEqual(['a'])
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.transactions.map((transaction) => transaction.id)).toEqual(['a', 'b']))
    expect(result.current.hasMore).toBe(false)
  })

  it("rule: a failed read is the hook's error 'Failed to fetch transactions', and retry reads again", async () => {
    const state = { fail: true }
    const kernel = await setup(pagedSource(state))
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useActivity())
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.shortMessage).toBe('Failed to fetch transactions')
    state.fail = false
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('ready'))
  })

  it('rule: the list is read only while a component uses the hook', async () => {
    const kernel = await setup(pagedSource())
    await connectMock(kernel)
    const { unmount } = renderHookWithKernel(kernel, () => useActivity())
    expect(kernel.store('activity').getState().watchers).toBe(1)
    unmount()
    expect(kernel.store('activity').getState().watchers).toBe(0)
  })
})
