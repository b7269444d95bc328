import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '../../../core/constants/limits.js'
import { createWalletSearch } from '../../../core/wallets/createWalletSearch.js'
import { api, gate, listing, startWalletsKernel, useWalletsServer } from './walletsServer.js'

const { server, requests } = useWalletsServer()

const searched = () => requests.filter((url) => url.pathname === '/getWallets').map((url) => url.searchParams.get('search'))
const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

/** Answers each search with one wallet named after the query; `held` queries wait for their gate. */
function answerByQuery(held: Record<string, Promise<void>> = {}) {
  const aborted: string[] = []
  server.use(http.get(api('/getWallets'), async ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')!
    await held[search]
    if (request.signal.aborted) aborted.push(search)
    return HttpResponse.json({ count: 1, data: [listing(search)] })
  }))
  return { aborted }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createWalletSearch', () => {
  it('rule: the registry is asked 300 ms after the last keystroke, for the last query only', async () => {
    answerByQuery()
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    const search = createWalletSearch(kernel)

    search.search('r')
    await vi.advanceTimersByTimeAsync(200)
    search.search('ra')
    await vi.advanceTimersByTimeAsync(200)
    search.search('rai')
    expect(kernel.store('wallets').getState().search).toMatchObject({ query: 'rai', status: 'loading' })
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs - 1)
    expect(searched()).toEqual([])

    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(kernel.store('wallets').getState().search.status).toBe('loaded'))
    expect(searched()).toEqual(['rai'])
    expect(ids(kernel.store('wallets').getState().search.results)).toEqual(['rai'])
  })

  it('rule: a newer query aborts the older request, whose answer never wins', async () => {
    const older = gate()
    const { aborted } = answerByQuery({ old: older.opened })
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    const search = createWalletSearch(kernel)

    search.search('old')
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs)
    await vi.waitFor(() => expect(searched()).toEqual(['old']))
    search.search('new')
    older.open()
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs)
    await vi.waitFor(() => expect(kernel.store('wallets').getState().search.status).toBe('loaded'))

    expect(searched()).toEqual(['old', 'new'])
    expect(aborted).toEqual(['old'])
    const state = kernel.store('wallets').getState().search
    expect(state.query).toBe('new')
    expect(ids(state.results)).toEqual(['new'])
  })

  it('rule: an older answer landing during the newer query’s wait is ignored', async () => {
    const older = gate()
    answerByQuery({ old: older.opened })
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    const first = createWalletSearch(kernel)
    const second = createWalletSearch(kernel)

    first.search('old')
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs)
    await vi.waitFor(() => expect(searched()).toEqual(['old']))
    // A second search box does not abort the first one's request; only the turn keeps it out.
    second.search('new')
    older.open()
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs - 1)
    expect(kernel.store('wallets').getState().search).toMatchObject({ query: 'new', status: 'loading', results: [] })

    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(kernel.store('wallets').getState().search.status).toBe('loaded'))
    expect(ids(kernel.store('wallets').getState().search.results)).toEqual(['new'])
  })

  it('rule: clearing the box clears the search at once and drops the pending query', async () => {
    answerByQuery()
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    const search = createWalletSearch(kernel)
    search.search('abc')
    search.search('')
    expect(kernel.store('wallets').getState().search).toEqual({ query: '', results: [], status: 'idle' })
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs * 2)
    expect(searched()).toEqual([])
  })

  it('rule: cancel drops the pending query and leaves the search idle', async () => {
    answerByQuery()
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    const search = createWalletSearch(kernel)
    search.search('abc')
    search.cancel()
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs * 2)
    expect(searched()).toEqual([])
    expect(kernel.store('wallets').getState().search.status).toBe('idle')
    expect(kernel.timers.pending()).toBe(0)
  })

  it('rule: a failed search stays in the slice and rejects nothing', async () => {
    server.use(http.get(api('/getWallets'), () => new HttpResponse(null, { status: 500 })))
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    createWalletSearch(kernel).search('abc')
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs)
    await vi.waitFor(() => expect(kernel.store('wallets').getState().search.status).toBe('error'))
    expect(kernel.store('wallets').getState().search.error).toBe('The provider API answered GET /getWallets with HTTP 500')
  })

  it('rule: destroying the kernel stops the wait and the request', async () => {
    server.use(http.get(api('/getWallets'), () => delay('infinite')))
    const kernel = await startWalletsKernel()
    vi.useFakeTimers()
    const search = createWalletSearch(kernel)
    search.search('waiting')
    await kernel.destroy()
    await vi.advanceTimersByTimeAsync(LIMITS.searchDebounceMs * 2)
    expect(searched()).toEqual([])
    search.search('after')
    expect(vi.getTimerCount()).toBe(0)
  })
})
