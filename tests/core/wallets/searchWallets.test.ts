import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { isApiError } from '../../../core/errors/ApiError.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { searchWallets } from '../../../core/wallets/searchWallets.js'
import { TEST_PROJECT_ID } from '../../helpers/createTestKernel.js'
import { api, gate, listing, listings, startWalletsKernel, useWalletsServer } from './walletsServer.js'

const { server, requests, registry, paramsOf } = useWalletsServer()

const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

describe('searchWallets', () => {
  it('rule: a search asks page 1 of up to 100 entries with the query, filters and networks', async () => {
    server.use(registry([listing('a', { name: 'Rainbow' }), listing('b', { name: 'Trust' }), listing('c', { name: 'Rain' })]))
    const kernel = await startWalletsKernel({ includeWalletIds: ['a', 'b', 'c'], excludeWalletIds: ['c'] })

    const results = await searchWallets(kernel, '  rain ', { badge: 'certified' })

    expect(paramsOf('/getWallets')).toEqual([{
      projectId: TEST_PROJECT_ID, st: 'portico', sv: 'portico-0.1.0', page: '1', entries: '100', search: 'rain',
      include: 'a,b,c', exclude: 'c', chains: 'eip155:1,eip155:2', badge_type: 'certified',
    }])
    expect(ids(results)).toEqual(['a'])
    expect(kernel.store('wallets').getState().search).toEqual({ query: '  rain ', results, status: 'loaded' })
  })

  it('rule: at most 100 results are kept, each wallet once', async () => {
    server.use(http.get(api('/getWallets'), () =>
      HttpResponse.json({ count: 150, data: [listing('w1'), ...listings(149)] })))
    const kernel = await startWalletsKernel()
    const results = await searchWallets(kernel, 'w')
    expect(results).toHaveLength(100)
    expect(new Set(ids(results)).size).toBe(100)
    expect(kernel.store('wallets').getState().search.results).toHaveLength(100)
  })

  it('rule: a blank query asks nothing and clears the search', async () => {
    server.use(registry(listings(3)))
    const kernel = await startWalletsKernel()
    await searchWallets(kernel, 'w')
    expect(kernel.store('wallets').getState().search.results).toHaveLength(3)

    await expect(searchWallets(kernel, '   ')).resolves.toEqual([])
    expect(kernel.store('wallets').getState().search).toEqual({ query: '', results: [], status: 'idle' })
    expect(requests).toHaveLength(1)
  })

  it('rule: an older answer arriving after a newer one never overwrites it', async () => {
    const older = gate()
    server.use(http.get(api('/getWallets'), async ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')!
      if (search === 'old') await older.opened
      return HttpResponse.json({ count: 1, data: [listing(search)] })
    }))
    const kernel = await startWalletsKernel()

    const stale = searchWallets(kernel, 'old')
    await searchWallets(kernel, 'new')
    older.open()
    expect(ids(await stale)).toEqual(['old'])

    const search = kernel.store('wallets').getState().search
    expect(search.query).toBe('new')
    expect(ids(search.results)).toEqual(['new'])
    expect(search.status).toBe('loaded')
  })

  it('rule: a failure is recorded in the search state and rejects', async () => {
    server.use(http.get(api('/getWallets'), () => new HttpResponse(null, { status: 429 })))
    const kernel = await startWalletsKernel()
    const error = await searchWallets(kernel, 'x').catch((reason: unknown) => reason)
    expect(isApiError(error, 'API_HTTP_ERROR')).toBe(true)
    expect(kernel.store('wallets').getState().search).toMatchObject({
      query: 'x', status: 'error', error: 'The provider API answered GET /getWallets with HTTP 429',
    })
  })

  it('rule: a destroyed kernel refuses to search', async () => {
    const kernel = await startWalletsKernel()
    await kernel.destroy()
    const error = await searchWallets(kernel, 'x').catch((reason: unknown) => reason)
    expect(isPorticoError(error, 'KERNEL_DESTROYED')).toBe(true)
    expect(requests).toEqual([])
  })
})

describe('searchWallets without a provider API', () => {
  it('rule: without apiUrl the search asks nothing and is answered with no results', async () => {
    server.use(registry(listings(5)))
    const kernel = await startWalletsKernel({ apiUrl: undefined })
    await expect(searchWallets(kernel, 'Wallet')).resolves.toEqual([])
    expect(requests).toEqual([])
    expect(kernel.store('wallets').getState().search).toMatchObject({ query: 'Wallet', results: [], status: 'loaded' })
    await kernel.destroy()
  })
})
