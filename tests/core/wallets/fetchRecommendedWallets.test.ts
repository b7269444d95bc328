import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fetchRecommendedWallets } from '../../../core/wallets/fetchRecommendedWallets.js'
import { TEST_PROJECT_ID } from '../../helpers/createTestKernel.js'
import { api, gate, listing, listings, startWalletsKernel, useWalletsServer } from './walletsServer.js'

const { server, requests, registry, paramsOf } = useWalletsServer()

const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)
const common = { projectId: TEST_PROJECT_ID, st: 'portico', sv: 'portico-0.1.0' }

describe('fetchRecommendedWallets', () => {
  it('rule: featured ids are asked for by include; 4 recommended leave out featured and excluded ones', async () => {
    server.use(registry(listings(10)))
    const kernel = await startWalletsKernel({
      featuredWalletIds: ['w9', 'w2'], includeWalletIds: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w9'], excludeWalletIds: ['w3'],
    })

    await fetchRecommendedWallets(kernel)

    const params = paramsOf('/getWallets')
    expect(params).toHaveLength(2)
    expect(params).toContainEqual({ ...common, page: '1', entries: '2', include: 'w9,w2' })
    expect(params).toContainEqual({
      ...common, page: '1', entries: '4', include: 'w1,w2,w3,w4,w5,w6,w9', exclude: 'w9,w2,w3', chains: 'eip155:1,eip155:2',
    })
    const state = kernel.store('wallets').getState()
    expect(ids(state.featured)).toEqual(['w9', 'w2'])
    expect(ids(state.recommended)).toEqual(['w1', 'w4', 'w5', 'w6'])
    expect(state.recommendedStatus).toBe('loaded')
  })

  it('rule: without featured ids only the recommended request is made', async () => {
    server.use(registry(listings(6)))
    const kernel = await startWalletsKernel()
    await fetchRecommendedWallets(kernel)
    expect(paramsOf('/getWallets')).toEqual([{ ...common, page: '1', entries: '4', chains: 'eip155:1,eip155:2' }])
    expect(ids(kernel.store('wallets').getState().recommended)).toEqual(['w1', 'w2', 'w3', 'w4'])
    expect(kernel.store('wallets').getState().featured).toEqual([])
  })

  it('rule: a registry that ignores the filters cannot put featured, excluded or extra wallets among the 4', async () => {
    server.use(http.get(api('/getWallets'), ({ request }) => {
      const featuredCall = new URL(request.url).searchParams.get('include') === 'f1,f2'
      return HttpResponse.json(featuredCall
        ? { count: 3, data: [listing('f2'), listing('other'), listing('f1'), listing('f2')] }
        : { count: 8, data: [listing('f1'), listing('x'), listing('a'), listing('a'), listing('b'), listing('c'), listing('d'), listing('e')] })
    }))
    const kernel = await startWalletsKernel({ featuredWalletIds: ['f1', 'f2'], excludeWalletIds: ['x'] })
    await fetchRecommendedWallets(kernel)
    const state = kernel.store('wallets').getState()
    expect(ids(state.featured)).toEqual(['f1', 'f2'])
    expect(ids(state.recommended)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('rule: a call while loading shares the request, and a loaded list is not asked for again', async () => {
    const answer = gate()
    server.use(http.get(api('/getWallets'), async () => {
      await answer.opened
      return HttpResponse.json({ count: 1, data: [listing('w1')] })
    }))
    const kernel = await startWalletsKernel()
    const first = fetchRecommendedWallets(kernel)
    expect(fetchRecommendedWallets(kernel)).toBe(first)
    expect(kernel.store('wallets').getState().recommendedStatus).toBe('loading')
    answer.open()
    await first
    await fetchRecommendedWallets(kernel)
    expect(requests).toHaveLength(1)
  })

  it('rule: a failure sets recommendedStatus error, keeps the list that loaded, and a retry loads the rest', async () => {
    let recommendedCalls = 0
    server.use(
      http.get(api('/getWallets'), ({ request }) => {
        const recommendedCall = new URL(request.url).searchParams.get('entries') === '4'
        if (recommendedCall && ++recommendedCalls === 1) return new HttpResponse(null, { status: 503 })
        return undefined
      }),
      registry(listings(6)),
    )
    const kernel = await startWalletsKernel({ featuredWalletIds: ['w6'] })

    await expect(fetchRecommendedWallets(kernel)).resolves.toBeUndefined()
    const failed = kernel.store('wallets').getState()
    expect(failed.recommendedStatus).toBe('error')
    expect(ids(failed.featured)).toEqual(['w6'])
    expect(failed.recommended).toEqual([])

    await fetchRecommendedWallets(kernel)
    const state = kernel.store('wallets').getState()
    expect(state.recommendedStatus).toBe('loaded')
    expect(ids(state.recommended)).toEqual(['w1', 'w2', 'w3', 'w4'])
  })
})

describe('fetchRecommendedWallets without a provider API', () => {
  it('rule: without apiUrl there is no registry: nothing is asked and the lists stay as they are', async () => {
    server.use(registry(listings(8)))
    const kernel = await startWalletsKernel({ apiUrl: undefined, featuredWalletIds: ['w1'] })
    const before = kernel.store('wallets').getState()
    await fetchRecommendedWallets(kernel)
    expect(requests).toEqual([])
    expect(kernel.store('wallets').getState()).toBe(before)
    await kernel.destroy()
  })
})
