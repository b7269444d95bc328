import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fetchWalletsPage } from '../../../core/wallets/fetchWalletsPage.js'
import { TEST_PROJECT_ID } from '../../helpers/createTestKernel.js'
import { api, gate, listing, listings, startWalletsKernel, useWalletsServer } from './walletsServer.js'

const { server, requests, registry, paramsOf } = useWalletsServer()

const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

describe('fetchWalletsPage', () => {
  it('rule: a page asks for 40 entries with the include and exclude options and the site networks', async () => {
    server.use(registry(listings(3)))
    const kernel = await startWalletsKernel({ includeWalletIds: ['w1', 'w2', 'w3'], excludeWalletIds: ['w2'] })

    await fetchWalletsPage(kernel, { page: 1 })

    expect(paramsOf('/getWallets')).toEqual([{
      projectId: TEST_PROJECT_ID, st: 'portico', sv: 'portico-0.1.0',
      page: '1', entries: '40', include: 'w1,w2,w3', exclude: 'w2', chains: 'eip155:1,eip155:2',
    }])
    expect(ids(kernel.store('wallets').getState().listings)).toEqual(['w1', 'w3'])
  })

  it('rule: chains lists the network ids of every registered namespace', async () => {
    server.use(registry([]))
    const kernel = await startWalletsKernel({}, { solana: true })
    await fetchWalletsPage(kernel, { page: 1 })
    expect(paramsOf('/getWallets')[0]?.chains).toBe('eip155:1,eip155:2,solana:1,solana:2')
  })

  it('rule: pages append in order, with count and the last page loaded', async () => {
    server.use(registry(listings(90)))
    const kernel = await startWalletsKernel()

    await fetchWalletsPage(kernel, { page: 1 })
    const first = kernel.store('wallets').getState()
    expect([first.listings.length, first.count, first.page, first.status]).toEqual([40, 90, 1, 'loaded'])

    await fetchWalletsPage(kernel, { page: 2 })
    await fetchWalletsPage(kernel, { page: 3 })
    const state = kernel.store('wallets').getState()
    expect(ids(state.listings)).toEqual(ids(listings(90)))
    expect([state.count, state.page, state.status]).toEqual([90, 3, 'loaded'])
  })

  it('rule: a wallet repeated on a later page is listed once', async () => {
    server.use(http.get(api('/getWallets'), ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')
      const data = page === '1' ? [listing('a'), listing('b')] : [listing('b'), listing('c'), listing('c')]
      return HttpResponse.json({ count: 3, data })
    }))
    const kernel = await startWalletsKernel()
    await fetchWalletsPage(kernel, { page: 1 })
    await fetchWalletsPage(kernel, { page: 2 })
    expect(ids(kernel.store('wallets').getState().listings)).toEqual(['a', 'b', 'c'])
  })

  it('rule: pages answering out of order are still listed in page order', async () => {
    const firstPage = gate()
    server.use(http.get(api('/getWallets'), async ({ request }) => {
      const page = new URL(request.url).searchParams.get('page')
      if (page === '1') await firstPage.opened
      return HttpResponse.json({ count: 2, data: [listing(`p${page}`)] })
    }))
    const kernel = await startWalletsKernel()

    const one = fetchWalletsPage(kernel, { page: 1 })
    await fetchWalletsPage(kernel, { page: 2 })
    expect(kernel.store('wallets').getState()).toMatchObject({ status: 'loading', page: 2 })
    firstPage.open()
    await one

    expect(ids(kernel.store('wallets').getState().listings)).toEqual(['p1', 'p2'])
    expect(kernel.store('wallets').getState()).toMatchObject({ status: 'loaded', page: 2 })
  })

  it('rule: a page in flight is not asked for twice, and a loaded page is not asked for again', async () => {
    const answer = gate()
    server.use(http.get(api('/getWallets'), async () => {
      await answer.opened
      return HttpResponse.json({ count: 1, data: [listing('w1')] })
    }))
    const kernel = await startWalletsKernel()

    const first = fetchWalletsPage(kernel, { page: 1 })
    const second = fetchWalletsPage(kernel, { page: 1 })
    expect(second).toBe(first)
    expect(kernel.store('wallets').getState().status).toBe('loading')
    answer.open()
    await Promise.all([first, second])
    await fetchWalletsPage(kernel, { page: 1 })

    expect(requests.filter((url) => url.pathname === '/getWallets')).toHaveLength(1)
  })

  it('rule: a failed page sets status error with a message, keeps the list, and a retry loads it', async () => {
    server.use(registry(listings(50)))
    const kernel = await startWalletsKernel()
    await fetchWalletsPage(kernel, { page: 1 })

    server.use(http.get(api('/getWallets'), () => new HttpResponse(null, { status: 500 }), { once: true }))
    await expect(fetchWalletsPage(kernel, { page: 2 })).resolves.toBeUndefined()
    const failed = kernel.store('wallets').getState()
    expect(failed).toMatchObject({ status: 'error', error: 'The provider API answered GET /getWallets with HTTP 500', page: 1 })
    expect(failed.listings).toHaveLength(40)

    await fetchWalletsPage(kernel, { page: 2 })
    const retried = kernel.store('wallets').getState()
    expect(retried).toMatchObject({ status: 'loaded', page: 2 })
    expect(retried.error).toBeUndefined()
    expect(ids(retried.listings)).toEqual(ids(listings(50)))
  })

  it('rule: a hostile answer is an error, not a list', async () => {
    server.use(http.get(api('/getWallets'), () => HttpResponse.json({ count: 1, data: [{ id: 7 }] })))
    const kernel = await startWalletsKernel()
    await fetchWalletsPage(kernel, { page: 1 })
    expect(kernel.store('wallets').getState()).toMatchObject({ status: 'error', listings: [] })
  })

  it('rule: a page longer than 40 entries is cut to 40', async () => {
    server.use(http.get(api('/getWallets'), () => HttpResponse.json({ count: 45, data: listings(45) })))
    const kernel = await startWalletsKernel()
    await fetchWalletsPage(kernel, { page: 1 })
    expect(kernel.store('wallets').getState().listings).toHaveLength(40)
  })

  it.each([0, -1, 1.5, Number.NaN])('rule: page %d is ignored', async (page) => {
    const kernel = await startWalletsKernel()
    await fetchWalletsPage(kernel, { page })
    expect(requests).toEqual([])
    expect(kernel.store('wallets').getState().status).toBe('idle')
  })

  it('rule: an answer after destroy writes nothing', async () => {
    const answer = gate()
    server.use(http.get(api('/getWallets'), async () => {
      await answer.opened
      return HttpResponse.json({ count: 1, data: [listing('w1')] })
    }))
    const kernel = await startWalletsKernel()
    const pending = fetchWalletsPage(kernel, { page: 1 })
    await kernel.destroy()
    answer.open()
    await pending
    expect(kernel.store('wallets').getState()).toMatchObject({ status: 'loading', listings: [] })
    await fetchWalletsPage(kernel, { page: 2 })
    expect(requests.filter((url) => url.searchParams.get('page') === '2')).toEqual([])
  })
})

describe('fetchWalletsPage without a provider API', () => {
  it('rule: without apiUrl there is no registry: no page is asked and the list stays as it is', async () => {
    server.use(registry(listings(50)))
    const kernel = await startWalletsKernel({ apiUrl: undefined })
    const before = kernel.store('wallets').getState()
    await fetchWalletsPage(kernel, { page: 1 })
    expect(requests).toEqual([])
    expect(kernel.store('wallets').getState()).toBe(before)
    await kernel.destroy()
  })
})
