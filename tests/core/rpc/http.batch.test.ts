import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http } from '../../../core/rpc/http.js'
import { batchEndpoint, rpcEndpoint, type RpcCall } from './rpcEndpoint.js'

const URL = 'http://rpc.test/node'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const calls = (count: number) => Array.from({ length: count }, (_, index) => ({ method: 'eth_getBalance', params: [`0x${index}`] }))
const result = ({ id, params }: RpcCall) => ({ jsonrpc: '2.0', id, result: params })

describe('http transport: batching (SPEC: batches up to 1000)', () => {
  it('rule: requests issued in the same tick go in one POST as a JSON array', async () => {
    const endpoint = rpcEndpoint(URL, result)
    server.use(endpoint.handler)
    const transport = http(URL)

    const results = await Promise.all(calls(3).map((call) => transport.request(call)))

    expect(results).toEqual([['0x0'], ['0x1'], ['0x2']])
    expect(endpoint.posts).toHaveLength(1)
    expect(endpoint.posts[0]).toEqual([0, 1, 2].map((index) => ({
      jsonrpc: '2.0', id: expect.any(Number), method: 'eth_getBalance', params: [`0x${index}`],
    })))
  })

  it('rule: requests issued in different ticks go in separate POSTs', async () => {
    const endpoint = rpcEndpoint(URL, result)
    server.use(endpoint.handler)
    const transport = http(URL)

    await transport.request({ method: 'a' })
    await transport.request({ method: 'b' })

    expect(endpoint.posts).toEqual([expect.objectContaining({ method: 'a' }), expect.objectContaining({ method: 'b' })])
  })

  it('rule: 1001 requests in one tick go in two POSTs of 1000 and 1', async () => {
    const endpoint = rpcEndpoint(URL, result)
    server.use(endpoint.handler)
    const transport = http(URL)

    const results = await Promise.all(calls(1001).map((call) => transport.request(call)))

    expect(results[0]).toEqual(['0x0'])
    expect(results[1000]).toEqual([`0x${1000}`])
    expect(endpoint.posts).toHaveLength(2)
    expect(endpoint.posts[0]).toHaveLength(1000)
    // A lone request is sent as a plain object, as without batching.
    expect(endpoint.posts[1]).toMatchObject({ jsonrpc: '2.0', method: 'eth_getBalance', params: [`0x${1000}`] })
  })

  it('rule: the batch size is an option', async () => {
    const endpoint = rpcEndpoint(URL, result)
    server.use(endpoint.handler)
    const transport = http(URL, { batch: { size: 2 } })

    await Promise.all(calls(5).map((call) => transport.request(call)))

    expect(endpoint.posts.map((post) => (Array.isArray(post) ? post.length : 1))).toEqual([2, 2, 1])
  })

  it('rule: with batching off every request is its own POST of a plain object', async () => {
    const endpoint = rpcEndpoint(URL, result)
    server.use(endpoint.handler)
    const transport = http(URL, { batch: false })

    await Promise.all(calls(3).map((call) => transport.request(call)))

    expect(endpoint.posts).toHaveLength(3)
    expect(endpoint.posts.every((post) => !Array.isArray(post))).toBe(true)
  })

  it('rule: replies in any order are matched to their requests by id', async () => {
    server.use(batchEndpoint(URL, (posted) => posted.map(result).reverse()).handler)
    const transport = http(URL)

    const results = await Promise.all(calls(4).map((call) => transport.request(call)))

    expect(results).toEqual([['0x0'], ['0x1'], ['0x2'], ['0x3']])
  })

  it('rule: a reply missing from a batch rejects only its own request', async () => {
    server.use(batchEndpoint(URL, (posted) => posted.filter((call) => call.method !== 'b').map(result)).handler)
    const transport = http(URL)

    const settled = await Promise.allSettled(['a', 'b', 'c'].map((method) => transport.request({ method })))

    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(settled[1]).toMatchObject({ reason: { name: 'RpcError', code: 'RPC_INVALID_RESPONSE' } })
  })

  it('rule: a malformed reply in a batch rejects only the request whose id it names', async () => {
    server.use(batchEndpoint(URL, (posted) => posted.map((call) =>
      call.method === 'b' ? { jsonrpc: '2.0', id: call.id, error: { code: 'oops' } } : result(call))).handler)
    const transport = http(URL)

    const settled = await Promise.allSettled(['a', 'b', 'c'].map((method) => transport.request({ method })))

    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(settled[1]).toMatchObject({ reason: { code: 'RPC_INVALID_RESPONSE' } })
  })

  it('rule: a node error in a batch rejects only its request, with the node\'s code', async () => {
    server.use(batchEndpoint(URL, (posted) => posted.map((call) =>
      call.method === 'b' ? { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } } : result(call))).handler)
    const transport = http(URL)

    const settled = await Promise.allSettled(['a', 'b', 'c'].map((method) => transport.request({ method })))

    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(settled[1]).toMatchObject({ reason: { code: 'RPC_ERROR', rpcCode: 3, details: 'execution reverted' } })
  })

  it('rule: one error with a null id for a whole batch (e.g. batch too large) rejects every request in it', async () => {
    server.use(batchEndpoint(URL, () => ({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'batch too large' } })).handler)
    const transport = http(URL)

    const settled = await Promise.allSettled(calls(3).map((call) => transport.request(call)))

    expect(settled).toEqual(Array(3).fill(expect.objectContaining({
      status: 'rejected', reason: expect.objectContaining({ code: 'RPC_ERROR', rpcCode: -32005 }),
    })))
  })

  it('rule: a batch answered with a single success reply rejects every request with RPC_INVALID_RESPONSE', async () => {
    server.use(batchEndpoint(URL, (posted) => result(posted[0]!)).handler)
    const transport = http(URL)

    const settled = await Promise.allSettled(calls(2).map((call) => transport.request(call)))

    expect(settled.map((outcome) => outcome.status === 'rejected' && (outcome.reason as { code: string }).code))
      .toEqual(['RPC_INVALID_RESPONSE', 'RPC_INVALID_RESPONSE'])
  })

  it('rule: an HTTP error on a batch rejects every request in it, and only that batch', async () => {
    let posts = 0
    server.use(mswHttp.post(URL, async ({ request }) => {
      const posted = (await request.json()) as RpcCall[]
      return ++posts === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(posted.map(result))
    }))
    const transport = http(URL, { batch: { size: 2 } })

    const settled = await Promise.allSettled(calls(4).map((call) => transport.request(call)))

    expect(settled.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as { code: string }).code : outcome.status)))
      .toEqual(['RPC_HTTP_ERROR', 'RPC_HTTP_ERROR', 'fulfilled', 'fulfilled'])
  })
})
