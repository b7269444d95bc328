import { delay, http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RpcError } from '../../../core/errors/RpcError.js'
import { createTimers } from '../../../core/kernel/createTimers.js'
import { fallback } from '../../../core/rpc/fallback.js'
import { http } from '../../../core/rpc/http.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { rawEndpoint, rpcEndpoint, silentEndpoint, stateOf, type RpcCall } from './rpcEndpoint.js'

const FIRST = 'http://first.rpc.test/'
const SECOND = 'http://second.rpc.test/'
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

const answer = (result: unknown) => ({ id }: RpcCall) => ({ jsonrpc: '2.0', id, result })
const nodeError = (code: number, message: string) => ({ id }: RpcCall) => ({ jsonrpc: '2.0', id, error: { code, message } })

describe('fallback transport: failing over', () => {
  it('rule: when the first transport times out, the second answers', async () => {
    vi.useFakeTimers()
    const second = rpcEndpoint(SECOND, answer('0x2'))
    server.use(silentEndpoint(FIRST), second.handler)
    const request = fallback([http(FIRST), http(SECOND)]).request({ method: 'eth_chainId' })

    await vi.advanceTimersByTimeAsync(9_999)
    expect(await stateOf(request)).toBe('pending')
    expect(second.posts).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)

    await expect(request).resolves.toBe('0x2')
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([
    ['answers HTTP 500', () => HttpResponse.json({}, { status: 500 })],
    ['answers HTTP 429', () => HttpResponse.json({}, { status: 429 })],
    ['is unreachable', () => HttpResponse.error()],
    ['answers with a body that is not JSON', () => new HttpResponse('<html>')],
    ['answers with an invalid reply', () => HttpResponse.json({ jsonrpc: '2.0', id: 1 })],
    ['answers with an internal error -32603', () => HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } })],
  ])('rule: when the first transport %s, the second answers', async (_, reply) => {
    const first = rawEndpoint(FIRST, reply)
    server.use(first.handler, rpcEndpoint(SECOND, answer('0x2')).handler)

    await expect(fallback([http(FIRST), http(SECOND)]).request({ method: 'eth_chainId' })).resolves.toBe('0x2')
    expect(first.posts()).toBe(1)
  })

  it.each([
    [3, 'execution reverted'],
    [-32000, 'insufficient funds for gas'],
    [4902, 'Unrecognized chain ID'],
    [5000, 'User rejected the request'],
  ])('rule: a node error %i is final and not retried on the next transport', async (code, message) => {
    const second = rpcEndpoint(SECOND, answer('0x2'))
    server.use(rpcEndpoint(FIRST, nodeError(code, message)).handler, second.handler)

    await expect(fallback([http(FIRST), http(SECOND)]).request({ method: 'eth_call' }))
      .rejects.toMatchObject({ code: 'RPC_ERROR', rpcCode: code, details: message })
    expect(second.posts).toHaveLength(0)
  })

  it('rule: when every transport fails, the last failure is the answer', async () => {
    server.use(rawEndpoint(FIRST, () => HttpResponse.json({}, { status: 500 })).handler)
    server.use(rawEndpoint(SECOND, () => HttpResponse.json({}, { status: 503 })).handler)

    await expect(fallback([http(FIRST), http(SECOND)]).request({ method: 'eth_chainId' }))
      .rejects.toMatchObject({ code: 'RPC_HTTP_ERROR', status: 503 })
  })

  it('rule: which errors fall back is an option', async () => {
    const second = rpcEndpoint(SECOND, answer('0x2'))
    server.use(rpcEndpoint(FIRST, nodeError(-32601, 'method not found')).handler, second.handler)
    const transport = fallback([http(FIRST), http(SECOND)], {
      shouldFallBack: (error) => error instanceof RpcError && (error.code !== 'RPC_ERROR' || error.rpcCode === -32601),
    })

    await expect(transport.request({ method: 'eth_chainId' })).resolves.toBe('0x2')
  })

  it('rule: a fallback needs at least one transport', () => {
    expect(() => fallback([])).toThrow(expect.objectContaining({ code: 'RPC_NO_TRANSPORTS' }))
  })

  it('rule: destroy destroys the transports it owns and refuses later requests', async () => {
    vi.useFakeTimers()
    server.use(silentEndpoint(FIRST), silentEndpoint(SECOND))
    const transport = fallback([http(FIRST), http(SECOND)])
    const inFlight = transport.request({ method: 'eth_chainId' })
    inFlight.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)

    transport.destroy()

    await expect(inFlight).rejects.toMatchObject({ code: 'RPC_TRANSPORT_DESTROYED' })
    await expect(transport.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 'RPC_TRANSPORT_DESTROYED' })
    expect(vi.getTimerCount()).toBe(0)
  })
})

/** An endpoint whose ping answer a test steers round by round: latency in ms, or a failure. */
function steeredEndpoint(url: string, initial: { latencyMs: number; fails?: boolean }) {
  const state = { ...initial, pings: 0, requests: [] as string[] }
  const handler = mswHttp.post(url, async ({ request }) => {
    const call = (await request.json()) as RpcCall
    if (call.method === 'net_listening') state.pings++
    else state.requests.push(call.method)
    await delay(state.latencyMs)
    if (state.fails) return HttpResponse.json({}, { status: 502 })
    return HttpResponse.json({ jsonrpc: '2.0', id: call.id, result: true })
  })
  return { handler, state }
}

describe('fallback transport: ranking (SPEC: polls every 4 s, samples 10 times)', () => {
  it('rule: a faster transport moves ahead after a sampling round', async () => {
    vi.useFakeTimers()
    const slow = steeredEndpoint(FIRST, { latencyMs: 300 })
    const fast = steeredEndpoint(SECOND, { latencyMs: 20 })
    server.use(slow.handler, fast.handler)
    const [first, second] = [http(FIRST), http(SECOND)]
    const transport = fallback([first, second], { rank: true })
    expect(transport.transports).toEqual([first, second])

    await vi.advanceTimersByTimeAsync(300)

    expect(transport.transports).toEqual([second, first])
    const request = transport.request({ method: 'eth_blockNumber' })
    await vi.advanceTimersByTimeAsync(20)
    await expect(request).resolves.toBe(true)
    expect(fast.state.requests).toEqual(['eth_blockNumber'])
    expect(slow.state.requests).toEqual([])
    transport.destroy()
  })

  it('rule: the success rate of the last 10 samples outranks latency', async () => {
    vi.useFakeTimers()
    const flaky = steeredEndpoint(FIRST, { latencyMs: 10, fails: true })
    const steady = steeredEndpoint(SECOND, { latencyMs: 200 })
    server.use(flaky.handler, steady.handler)
    const [first, second] = [http(FIRST), http(SECOND)]
    const transport = fallback([first, second], { rank: true })

    // Three failed rounds (at 0, 4 s and 8 s), then the flaky node recovers and stays fast.
    await vi.advanceTimersByTimeAsync(8_500)
    expect(flaky.state.pings).toBe(3)
    expect(transport.transports).toEqual([second, first])
    flaky.state.fails = false

    // Rounds 4 to 12: its window still holds a failure, so the slower but steady node leads.
    await vi.advanceTimersByTimeAsync(9 * 4_000)
    expect(flaky.state.pings).toBe(12)
    expect(transport.transports).toEqual([second, first])

    // Round 13 pushes the last failure out of the 10-sample window: now latency decides.
    await vi.advanceTimersByTimeAsync(4_000)
    expect(flaky.state.pings).toBe(13)
    expect(transport.transports).toEqual([first, second])
    transport.destroy()
  })

  it('rule: the poll interval, sample count and ping request are options', async () => {
    vi.useFakeTimers()
    const pings: unknown[] = []
    server.use(mswHttp.post(FIRST, async ({ request }) => {
      const call = (await request.json()) as RpcCall
      pings.push(call.method)
      return HttpResponse.json({ jsonrpc: '2.0', id: call.id, result: 'ok' })
    }))
    const transport = fallback([http(FIRST)], { rank: { pollMs: 1_000, ping: { method: 'getHealth' } } })

    await vi.advanceTimersByTimeAsync(3_000)

    expect(pings).toEqual(['getHealth', 'getHealth', 'getHealth', 'getHealth'])
    transport.destroy()
  })

  it('rule: a node that answers the ping with its own error still counts as up', async () => {
    vi.useFakeTimers()
    server.use(rpcEndpoint(FIRST, nodeError(-32601, 'the method net_listening does not exist')).handler)
    server.use(rawEndpoint(SECOND, () => HttpResponse.json({}, { status: 500 })).handler)
    const [first, second] = [http(FIRST), http(SECOND)]
    const transport = fallback([second, first], { rank: true })

    await vi.advanceTimersByTimeAsync(0)

    expect(transport.transports).toEqual([first, second])
    transport.destroy()
  })

  it('rule: destroy stops the ranking poll and leaves no timer pending', async () => {
    vi.useFakeTimers()
    const node = steeredEndpoint(FIRST, { latencyMs: 10 })
    server.use(node.handler)
    const timers = createTimers()
    const transport = fallback([http(FIRST)], { rank: true, timers })
    await vi.advanceTimersByTimeAsync(4_010)
    expect(node.state.pings).toBe(2)
    expect(timers.pending()).toBe(1)

    transport.destroy()
    await vi.advanceTimersByTimeAsync(40_000)

    expect(node.state.pings).toBe(2)
    expect(timers.pending()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rule: given the kernel\'s timers, the kernel\'s destroy stops the ranking poll', async () => {
    vi.useFakeTimers()
    const node = steeredEndpoint(FIRST, { latencyMs: 10 })
    server.use(node.handler)
    const kernel = createTestKernel()
    const transport = fallback([http(FIRST, { fetch: kernel.fetch, timers: kernel.timers })], { rank: true, timers: kernel.timers })
    await vi.advanceTimersByTimeAsync(4_010)
    expect(node.state.pings).toBe(2)

    await kernel.destroy()
    await vi.advanceTimersByTimeAsync(40_000)

    expect(node.state.pings).toBe(2)
    expect(kernel.timers.pending()).toBe(0)
    transport.destroy()
  })
})
