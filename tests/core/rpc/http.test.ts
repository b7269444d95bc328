import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RpcError } from '../../../core/errors/RpcError.js'
import { createTimers } from '../../../core/kernel/createTimers.js'
import { http } from '../../../core/rpc/http.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { rawEndpoint, rpcEndpoint, silentEndpoint, stateOf } from './rpcEndpoint.js'

const URL = 'http://rpc.test/node'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  vi.useRealTimers()
})
afterAll(() => server.close())

const rpcError = (code: string) => expect.objectContaining({ name: 'RpcError', code })

describe('http transport: requests', () => {
  it('rule: a request is a JSON-RPC 2.0 POST of id, jsonrpc, method and params, answered by result', async () => {
    const endpoint = rpcEndpoint(URL, ({ id }) => ({ jsonrpc: '2.0', id, result: '0x1' }))
    server.use(endpoint.handler)
    let contentType: string | null = null
    server.events.on('request:start', ({ request }) => {
      contentType = request.headers.get('content-type')
    })

    await expect(http(URL).request({ method: 'eth_chainId', params: ['latest', { full: true }] })).resolves.toBe('0x1')

    expect(endpoint.posts).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'eth_chainId', params: ['latest', { full: true }] }])
    expect(contentType).toBe('application/json')
  })

  it('rule: absent params are sent as an empty list', async () => {
    const endpoint = rpcEndpoint(URL)
    server.use(endpoint.handler)
    await http(URL).request({ method: 'eth_blockNumber' })
    expect(endpoint.posts[0]).toMatchObject({ method: 'eth_blockNumber', params: [] })
  })

  it('rule: ids are unique within a transport and counted per transport, not per module', async () => {
    const endpoint = rpcEndpoint(URL)
    server.use(endpoint.handler)
    const first = http(URL, { batch: false })
    const second = http(URL, { batch: false })
    await Promise.all([first.request({ method: 'a' }), first.request({ method: 'b' })])
    await second.request({ method: 'c' })

    const ids = (endpoint.posts as { id: number; method: string }[]).map(({ method, id }) => [method, id])
    expect(ids).toEqual([['a', 1], ['b', 2], ['c', 1]])
  })

  it('rule: the kernel passes its fetch, and its destroy cancels the time-out timers', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}))
    const kernel = createTestKernel({}, { fetch })
    const transport = http(URL, { fetch: kernel.fetch, timers: kernel.timers })

    void transport.request({ method: 'eth_chainId' }).catch(() => {})
    await vi.advanceTimersByTimeAsync(0)

    expect(fetch).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST' }))
    expect(kernel.timers.pending()).toBe(1)
    await kernel.destroy()
    expect(kernel.timers.pending()).toBe(0)
    transport.destroy()
  })
})

describe('http transport: time-out (SPEC: 10 s)', () => {
  it('rule: no answer within 10 s rejects with RPC_TIMEOUT and leaves no timer or promise pending', async () => {
    vi.useFakeTimers()
    server.use(silentEndpoint(URL))
    const timers = createTimers()
    const request = http(URL, { timers }).request({ method: 'eth_chainId' })
    request.catch(() => {})

    await vi.advanceTimersByTimeAsync(9_999)
    expect(await stateOf(request)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)

    await expect(request).rejects.toEqual(rpcError('RPC_TIMEOUT'))
    expect(timers.pending()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rule: the time-out is an option, and holds even when fetch ignores the abort signal', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => {}))
    const request = http(URL, { fetch, timeout: 2_000 }).request({ method: 'eth_chainId' })
    request.catch(() => {})

    await vi.advanceTimersByTimeAsync(1_999)
    expect(await stateOf(request)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(request).rejects.toEqual(rpcError('RPC_TIMEOUT'))
    const init = fetch.mock.calls[0]![1]!
    expect(init.signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rule: an answer in time clears its time-out timer', async () => {
    const timers = createTimers()
    server.use(rpcEndpoint(URL).handler)
    await http(URL, { timers }).request({ method: 'eth_chainId' })
    expect(timers.pending()).toBe(0)
  })
})

describe('http transport: failures', () => {
  it.each([500, 503, 429, 404])('rule: HTTP %i rejects with RPC_HTTP_ERROR carrying the status', async (status) => {
    server.use(rawEndpoint(URL, () => HttpResponse.json({ message: 'busy' }, { status })).handler)
    const error = await http(URL).request({ method: 'eth_chainId' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: 'RPC_HTTP_ERROR', status, shortMessage: `The RPC endpoint answered with HTTP status ${status}` })
  })

  it.each([
    [4902, 'Unrecognized chain ID "0x89"'],
    [5000, 'User rejected the request'],
    [-32603, 'Internal JSON-RPC error'],
    [3, 'execution reverted'],
  ])('rule: a JSON-RPC error %i keeps its code, message and data', async (code, message) => {
    server.use(rpcEndpoint(URL, ({ id }) => ({ jsonrpc: '2.0', id, error: { code, message, data: '0xdead' } })).handler)
    const error = await http(URL).request({ method: 'wallet_switchEthereumChain' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ code: 'RPC_ERROR', rpcCode: code, details: message, data: '0xdead' })
  })

  it('rule: an error reply with a null id (the node could not read the request) still rejects with its code', async () => {
    server.use(rpcEndpoint(URL, () => ({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })).handler)
    await expect(http(URL).request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 'RPC_ERROR', rpcCode: -32700 })
  })

  it('rule: a body that is not JSON rejects with RPC_INVALID_RESPONSE', async () => {
    server.use(rawEndpoint(URL, () => new HttpResponse('{"jsonrpc":"2.0",', { headers: { 'content-type': 'application/json' } })).handler)
    await expect(http(URL).request({ method: 'eth_chainId' })).rejects.toEqual(rpcError('RPC_INVALID_RESPONSE'))
  })

  it.each([
    ['an id that is an object', { jsonrpc: '2.0', id: { n: 1 }, result: '0x1' }],
    ['an error code that is a string', { jsonrpc: '2.0', id: 1, error: { code: '4902', message: 'x' } }],
    ['an error code that is not an integer', { jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'x' } }],
    ['an error without a message', { jsonrpc: '2.0', id: 1, error: { code: 4902 } }],
    ['a jsonrpc version other than 2.0', { jsonrpc: '1.0', id: 1, result: '0x1' }],
    ['neither result nor error', { jsonrpc: '2.0', id: 1 }],
    ['both result and error', { jsonrpc: '2.0', id: 1, result: '0x1', error: { code: 1, message: 'x' } }],
    ['another request\'s id', { jsonrpc: '2.0', id: 2, result: '0x1' }],
    ['the id as a string', { jsonrpc: '2.0', id: '1', result: '0x1' }],
    ['a list for a single request', [{ jsonrpc: '2.0', id: 1, result: '0x1' }]],
    ['null', null],
    ['a string', 'ok'],
  ])('rule: a reply with %s rejects with RPC_INVALID_RESPONSE', async (_, reply) => {
    server.use(rawEndpoint(URL, () => HttpResponse.json(reply)).handler)
    await expect(http(URL).request({ method: 'eth_chainId' })).rejects.toEqual(rpcError('RPC_INVALID_RESPONSE'))
  })

  it('rule: an unreachable endpoint rejects with RPC_NETWORK_ERROR', async () => {
    server.use(rawEndpoint(URL, () => HttpResponse.error()).handler)
    await expect(http(URL).request({ method: 'eth_chainId' })).rejects.toEqual(rpcError('RPC_NETWORK_ERROR'))
  })
})

describe('http transport: destroy', () => {
  it('rule: destroy rejects queued and in-flight requests, and every later one, leaving no timer', async () => {
    vi.useFakeTimers()
    server.use(silentEndpoint(URL))
    const timers = createTimers()
    const transport = http(URL, { timers })
    const inFlight = transport.request({ method: 'a' })
    inFlight.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    const queued = transport.request({ method: 'b' })
    queued.catch(() => {})

    transport.destroy()

    await expect(inFlight).rejects.toEqual(rpcError('RPC_TRANSPORT_DESTROYED'))
    await expect(queued).rejects.toEqual(rpcError('RPC_TRANSPORT_DESTROYED'))
    await expect(transport.request({ method: 'c' })).rejects.toEqual(rpcError('RPC_TRANSPORT_DESTROYED'))
    expect(timers.pending()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
