import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, DEFAULT_API_TIMEOUT_MS } from '../../../core/api/createApiClient.js'
import { ApiError, isApiError } from '../../../core/errors/ApiError.js'
import { createTestKernel, TEST_PROJECT_ID } from '../../helpers/createTestKernel.js'
import { api, useApiServer } from './apiServer.js'

const { server, requests } = useApiServer()

const wallet = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: `Wallet ${id}`, image_id: `img-${id}`, ...extra })
const png = () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })

/** Resolves with the error a promise rejects with, and fails the test when it resolves. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createApiClient', () => {
  it('rule: every call carries projectId, st and sv from the options', async () => {
    const seen: URL[] = []
    const record = (body: () => Response) => ({ request }: { request: Request }) => {
      seen.push(new URL(request.url))
      return body()
    }
    server.use(
      http.get(api('/appkit/v1/config'), record(() => HttpResponse.json({ features: [] }))),
      http.get(api('/projects/v1/origins'), record(() => HttpResponse.json({ allowedOrigins: [] }))),
      http.get(api('/getWallets'), record(() => HttpResponse.json({ count: 1, data: [wallet('w1')] }))),
      http.get(api('/getAnalyticsConfig'), record(() => HttpResponse.json({ isAnalyticsEnabled: true }))),
      http.get(api('/getWalletImage/:id'), record(png)),
      http.get(api('/public/getAssetImage/:id'), record(png)),
      http.get(api('/public/getCurrencyImage/:id'), record(png)),
      http.get(api('/public/getTokenImage/:id'), record(png)),
      http.post(api('/e'), record(() => new HttpResponse(null, { status: 202 }))),
    )
    const client = createApiClient(createTestKernel({ sdkType: 'portico-test', sdkVersion: 'portico-9.9.9' }))

    await client.getProjectConfig()
    await client.getAllowedOrigins()
    await client.getWallets()
    await client.getAnalyticsConfig()
    await client.fetchWalletImage('w1')
    await client.fetchAssetImage('a1')
    await client.fetchCurrencyImage('USD')
    await client.fetchTokenImage('USDC')
    await client.sendEvent({ eventId: 'e', url: 'u', domain: 'd', timestamp: 1, props: {} })

    expect(seen.map((url) => url.pathname)).toEqual([
      '/appkit/v1/config', '/projects/v1/origins', '/getWallets', '/getAnalyticsConfig', '/getWalletImage/w1',
      '/public/getAssetImage/a1', '/public/getCurrencyImage/USD', '/public/getTokenImage/USDC', '/e',
    ])
    for (const url of seen) {
      expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: TEST_PROJECT_ID, st: 'portico-test', sv: 'portico-9.9.9' })
    }
  })

  it('rule: getWallets sends its parameters, lists joined by commas, empty ones omitted', async () => {
    const seen: URL[] = []
    server.use(http.get(api('/getWallets'), ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json({ count: 0, data: [] })
    }))
    const client = createApiClient(createTestKernel())

    await client.getWallets({
      page: 2, entries: 40, include: ['a', 'b'], exclude: ['c'], chains: ['eip155:1', 'solana:5eykt'], search: 'rain bow&x=1', badge_type: 'certified',
    })
    await client.getWallets({ page: 1, include: [], exclude: [], chains: [], search: '' })

    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      projectId: TEST_PROJECT_ID, st: 'portico', sv: 'portico-0.1.0',
      page: '2', entries: '40', include: 'a,b', exclude: 'c', chains: 'eip155:1,solana:5eykt', search: 'rain bow&x=1', badge_type: 'certified',
    })
    expect([...seen[1]!.searchParams.keys()]).toEqual(['projectId', 'st', 'sv', 'page'])
  })

  it('rule: a wallet listing keeps the known fields and drops extra ones', async () => {
    server.use(http.get(api('/getWallets'), () => HttpResponse.json({
      count: 1,
      data: [wallet('w1', { rdns: null, mobile_link: 'wc://', chains: ['eip155:1'], order: 3, internal: { secret: true } })],
      next: 'cursor',
    })))
    const list = await createApiClient(createTestKernel()).getWallets()
    expect(list).toEqual({
      count: 1,
      data: [{ id: 'w1', name: 'Wallet w1', image_id: 'img-w1', rdns: null, mobile_link: 'wc://', chains: ['eip155:1'] }],
    })
  })

  it('rule: a body that is not JSON is API_INVALID_RESPONSE naming the endpoint', async () => {
    server.use(http.get(api('/appkit/v1/config'), () => new HttpResponse('{"features": [', { headers: { 'content-type': 'application/json' } })))
    const error = await failure(createApiClient(createTestKernel()).getProjectConfig())
    expect(error.code).toBe('API_INVALID_RESPONSE')
    expect(error.shortMessage).toBe('The provider API sent an invalid response for GET /appkit/v1/config')
    expect(error.endpoint).toBe('GET /appkit/v1/config')
  })

  it.each([
    ['/appkit/v1/config', { features: [{ id: 'email', isEnabled: 'yes' }] }, 'getProjectConfig'],
    ['/appkit/v1/config', { features: 'all' }, 'getProjectConfig'],
    ['/projects/v1/origins', { allowedOrigins: 'https://a.example' }, 'getAllowedOrigins'],
    ['/projects/v1/origins', { allowedOrigins: [42] }, 'getAllowedOrigins'],
    ['/getWallets', { count: '1', data: [] }, 'getWallets'],
    ['/getWallets', { count: 1, data: [{ id: 7, name: 'x' }] }, 'getWallets'],
    ['/getWallets', { count: -1, data: [] }, 'getWallets'],
    ['/getAnalyticsConfig', { isAnalyticsEnabled: 'true' }, 'getAnalyticsConfig'],
    ['/getAnalyticsConfig', null, 'getAnalyticsConfig'],
  ] as const)('rule: a wrongly typed body from %s is API_INVALID_RESPONSE (%j)', async (path, body, method) => {
    server.use(http.get(api(path), () => HttpResponse.json(body)))
    const error = await failure(createApiClient(createTestKernel())[method]())
    expect(error.code).toBe('API_INVALID_RESPONSE')
    expect(error.message).toContain(path)
  })

  it.each([429, 500, 503, 404])('rule: HTTP %i is API_HTTP_ERROR carrying the status', async (status) => {
    server.use(http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: ['*'] }, { status })))
    const error = await failure(createApiClient(createTestKernel()).getAllowedOrigins())
    expect(error.code).toBe('API_HTTP_ERROR')
    expect(error.status).toBe(status)
    expect(error.shortMessage).toBe(`The provider API answered GET /projects/v1/origins with HTTP ${status}`)
  })

  it('rule: an unreachable server is API_NETWORK_ERROR', async () => {
    server.use(http.get(api('/getAnalyticsConfig'), () => HttpResponse.error()))
    const error = await failure(createApiClient(createTestKernel()).getAnalyticsConfig())
    expect(error.code).toBe('API_NETWORK_ERROR')
  })

  it('rule: a hanging server fails with API_TIMEOUT after 10 s, not before', async () => {
    vi.useFakeTimers()
    server.use(http.get(api('/appkit/v1/config'), () => delay('infinite')))
    const kernel = createTestKernel()
    const settled = vi.fn()
    const pending = createApiClient(kernel).getProjectConfig().then(settled, (error: unknown) => {
      settled(error)
      return error
    })
    await vi.advanceTimersByTimeAsync(DEFAULT_API_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(isApiError(error, 'API_TIMEOUT')).toBe(true)
    expect(kernel.timers.pending()).toBe(0)
  })

  it('rule: the timeout is configurable', async () => {
    vi.useFakeTimers()
    server.use(http.get(api('/getWallets'), () => delay('infinite')))
    const pending = failure(createApiClient(createTestKernel(), { timeoutMs: 250 }).getWallets())
    await vi.advanceTimersByTimeAsync(250)
    expect((await pending).code).toBe('API_TIMEOUT')
  })

  it('rule: a fetch that ignores its abort signal still settles at the timeout', async () => {
    vi.useFakeTimers()
    const deaf: typeof fetch = () => new Promise<Response>(() => {})
    const pending = failure(createApiClient(createTestKernel({}, { fetch: deaf })).getAllowedOrigins())
    await vi.advanceTimersByTimeAsync(DEFAULT_API_TIMEOUT_MS)
    expect((await pending).code).toBe('API_TIMEOUT')
  })

  it('rule: destroying the kernel settles a pending request with API_ABORTED', async () => {
    server.use(http.get(api('/appkit/v1/config'), () => delay('infinite')))
    const kernel = createTestKernel()
    const pending = failure(createApiClient(kernel).getProjectConfig())
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    await kernel.destroy()
    expect((await pending).code).toBe('API_ABORTED')
  })

  it('rule: the caller signal aborts a request with API_ABORTED', async () => {
    server.use(http.get(api('/getWallets'), () => delay('infinite')))
    const controller = new AbortController()
    const pending = failure(createApiClient(createTestKernel()).getWallets({ search: 'x' }, { signal: controller.signal }))
    controller.abort()
    expect((await pending).code).toBe('API_ABORTED')
  })

  it('rule: hostile __proto__ keys neither pollute prototypes nor reach the result', async () => {
    server.use(http.get(api('/getWallets'), () => new HttpResponse(
      '{"count":1,"__proto__":{"polluted":true},"data":[{"id":"w1","name":"W","__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}]}',
      { headers: { 'content-type': 'application/json' } },
    )))
    const list = await createApiClient(createTestKernel()).getWallets()
    expect(list).toEqual({ count: 1, data: [{ id: 'w1', name: 'W' }] })
    expect(Object.getPrototypeOf(list.data[0])).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    expect(Object.hasOwn(list.data[0]!, '__proto__')).toBe(false)
  })

  it('rule: huge strings in a response are refused, not handed on', async () => {
    const huge = 'x'.repeat(1_000_000)
    server.use(
      http.get(api('/getWallets'), () => HttpResponse.json({ count: 1, data: [wallet('w1', { name: huge })] })),
      http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: [`https://${huge}.example`] })),
    )
    const client = createApiClient(createTestKernel())
    const walletsError = await failure(client.getWallets())
    const originsError = await failure(client.getAllowedOrigins())
    expect([walletsError.code, originsError.code]).toEqual(['API_INVALID_RESPONSE', 'API_INVALID_RESPONSE'])
    expect(walletsError.message.length).toBeLessThan(2_000)
  })
})

describe('createApiClient images', () => {
  it('rule: wallet images are fetched only for listed ids', async () => {
    server.use(
      http.get(api('/getWallets'), () => HttpResponse.json({ count: 1, data: [wallet('listed')] })),
      http.get(api('/getWalletImage/:id'), png),
    )
    const client = createApiClient(createTestKernel())

    const before = await failure(client.fetchWalletImage('listed'))
    expect(before.code).toBe('API_WALLET_NOT_LISTED')
    expect(before.shortMessage).toBe('Wallet images are fetched only for listed ids')
    await client.getWallets()
    const blob = await client.fetchWalletImage('listed')
    expect((await failure(client.fetchWalletImage('other'))).code).toBe('API_WALLET_NOT_LISTED')

    expect(blob.type).toBe('image/png')
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([137, 80, 78, 71])
    expect(requests.map((url) => url.pathname)).toEqual(['/getWallets', '/getWalletImage/listed'])
  })

  it('rule: a listing of another client does not unlock this client', async () => {
    server.use(http.get(api('/getWallets'), () => HttpResponse.json({ count: 1, data: [wallet('w1')] })))
    const kernel = createTestKernel()
    await createApiClient(kernel).getWallets()
    expect((await failure(createApiClient(kernel).fetchWalletImage('w1'))).code).toBe('API_WALLET_NOT_LISTED')
  })

  it('rule: image ids are URL-encoded as one path segment', async () => {
    const paths: string[] = []
    server.use(http.get(api('/public/getTokenImage/:id'), ({ request }) => {
      paths.push(new URL(request.url).pathname)
      return png()
    }))
    await createApiClient(createTestKernel()).fetchTokenImage('a/b c?d=1#e')
    expect(paths).toEqual(['/public/getTokenImage/a%2Fb%20c%3Fd%3D1%23e'])
  })

  it.each(['', '.', '..', 'x'.repeat(257)])('rule: the id %j is refused before any request', async (id) => {
    const client = createApiClient(createTestKernel())
    for (const fetchImage of [client.fetchAssetImage, client.fetchCurrencyImage, client.fetchTokenImage]) {
      expect((await failure(fetchImage(id))).code).toBe('API_INVALID_ID')
    }
    expect(requests).toEqual([])
  })

  it('rule: an image endpoint answering with something other than an image is API_INVALID_RESPONSE', async () => {
    server.use(http.get(api('/public/getAssetImage/:id'), () => HttpResponse.html('<script>alert(1)</script>')))
    const error = await failure(createApiClient(createTestKernel()).fetchAssetImage('a1'))
    expect(error.code).toBe('API_INVALID_RESPONSE')
    expect(error.details).toContain('text/html')
  })
})

describe('createApiClient analytics', () => {
  it('rule: sendEvent posts the event as JSON to /e', async () => {
    const bodies: unknown[] = []
    server.use(http.post(api('/e'), async ({ request }) => {
      bodies.push({ type: request.headers.get('content-type'), body: await request.json() })
      return HttpResponse.text('ok')
    }))
    const event = { eventId: 'id-1', url: 'https://site.example/a', domain: 'site.example', timestamp: 5, props: { event: 'X' } }
    await expect(createApiClient(createTestKernel()).sendEvent(event)).resolves.toBeUndefined()
    expect(bodies).toEqual([{ type: 'application/json', body: event }])
  })

  it('rule: a 403 from /e is API_HTTP_ERROR with status 403', async () => {
    server.use(http.post(api('/e'), () => new HttpResponse(null, { status: 403 })))
    const error = await failure(createApiClient(createTestKernel()).sendEvent({ eventId: 'e', url: '', domain: '', timestamp: 0, props: {} }))
    expect([error.code, error.status]).toEqual(['API_HTTP_ERROR', 403])
  })

  it('rule: getAnalyticsConfig returns isAnalyticsEnabled', async () => {
    server.use(http.get(api('/getAnalyticsConfig'), () => HttpResponse.json({ isAnalyticsEnabled: false, extra: 1 })))
    await expect(createApiClient(createTestKernel()).getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: false })
  })
})
