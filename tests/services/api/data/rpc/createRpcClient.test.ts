import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRpcClient } from '../../../../../services/api/data/rpc/createRpcClient.js'
import { RpcCallError } from '../../../../../services/api/data/rpc/RpcCallError.js'
import { RpcTransportError } from '../../../../../services/api/data/rpc/RpcTransportError.js'

const URL = 'http://127.0.0.1:18545/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

type Request = { id: number; method: string; params: unknown[] }
const client = (options: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  createRpcClient({ url: URL, network: 'eip155:31337', fetch: (input, init) => globalThis.fetch(input, init), ...options })

describe('createRpcClient', () => {
  it('rule: batch answers are matched to requests by id, whatever order the node replies in', async () => {
    server.use(http.post(URL, async ({ request }) => {
      const batch = (await request.json()) as Request[]
      return HttpResponse.json(batch.map((entry) => ({ jsonrpc: '2.0', id: entry.id, result: entry.method })).reverse())
    }))
    const outcomes = await client().batch([{ method: 'a', params: [] }, { method: 'b', params: [] }, { method: 'c', params: [] }])
    expect(outcomes).toEqual([{ ok: true, result: 'a' }, { ok: true, result: 'b' }, { ok: true, result: 'c' }])
  })

  it('rule: one failing call in a batch fails only that call, and a revert is told apart', async () => {
    server.use(http.post(URL, async ({ request }) => {
      const [first, second, third] = (await request.json()) as Request[]
      return HttpResponse.json([
        { jsonrpc: '2.0', id: first?.id, result: '0x1' },
        { jsonrpc: '2.0', id: second?.id, error: { code: 3, message: 'execution reverted' } },
        { jsonrpc: '2.0', id: third?.id + 'x', result: 'stray' },
      ])
    }))
    const [ok, reverted, missing] = await client().batch([{ method: 'x', params: [] }, { method: 'eth_call', params: [] }, { method: 'y', params: [] }])
    expect(ok).toEqual({ ok: true, result: '0x1' })
    expect(reverted?.ok === false && reverted.error).toBeInstanceOf(RpcCallError)
    expect(reverted?.ok === false && reverted.error.isRevert).toBe(true)
    expect(missing?.ok === false && missing.error.message).toMatch(/no reply in the batch/)
  })

  it('rule: call resolves with the result or rejects with the node error', async () => {
    server.use(http.post(URL, async ({ request }) => {
      const single = (await request.json()) as Request
      return single.method === 'good'
        ? HttpResponse.json({ jsonrpc: '2.0', id: single.id, result: '0x10' })
        : HttpResponse.json({ jsonrpc: '2.0', id: single.id, error: { code: -32601, message: 'Method not found' } })
    }))
    await expect(client().call('good', [])).resolves.toBe('0x10')
    const error = await client().call('eth_getBlockReceipts', []).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcCallError)
    expect((error as RpcCallError).isMethodNotFound).toBe(true)
  })

  it('rule: an HTTP error, a body that is not JSON, or a reply of the wrong shape rejects', async () => {
    server.use(http.post(URL, () => new HttpResponse('overloaded', { status: 503 })))
    await expect(client().call('x', [])).rejects.toThrow(/HTTP 503/)
    server.use(http.post(URL, () => new HttpResponse('<html>', { status: 200 })))
    await expect(client().call('x', [])).rejects.toThrow(/not JSON/)
    server.use(http.post(URL, () => HttpResponse.json({ hello: 'world' })))
    await expect(client().batch([{ method: 'x', params: [] }])).rejects.toThrow(/list of JSON-RPC replies/)
    await expect(client().call('x', [])).rejects.toThrow(/JSON-RPC reply/)
  })

  it('rule: a node that does not answer within the time-out rejects with a message saying so', async () => {
    server.use(http.post(URL, async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }))
    await expect(client({ timeoutMs: 50 }).call('x', [])).rejects.toThrow('eip155:31337 did not answer within 50 ms')
  })

  it('rule: a failing node is named by its network, never by its URL nor by what it said', async () => {
    const keyed = 'http://127.0.0.1:18546/v3/secret-key'
    const rpc = createRpcClient({ url: keyed, network: 'eip155:31337', fetch: (input, init) => globalThis.fetch(input, init), timeoutMs: 50 })
    const failures: unknown[] = []
    server.use(http.post(keyed, () => new HttpResponse(`invalid key secret-key for ${keyed}`, { status: 401 })))
    failures.push(await rpc.call('x', []).catch((error: unknown) => error))
    server.use(http.post(keyed, () => HttpResponse.error()))
    failures.push(await rpc.call('x', []).catch((error: unknown) => error))
    server.use(http.post(keyed, async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }))
    failures.push(await rpc.batch([{ method: 'x', params: [] }]).catch((error: unknown) => error))
    expect(failures.map((error) => (error as Error).message)).toEqual([
      'eip155:31337 answered HTTP 401',
      'eip155:31337 could not be reached',
      'eip155:31337 did not answer within 50 ms',
    ])
    for (const error of failures) {
      expect(error).toBeInstanceOf(RpcTransportError)
      expect(JSON.stringify({ message: (error as Error).message, ...(error as object) })).not.toMatch(/127\.0\.0\.1|18546|secret-key/)
    }
  })

  it('rule: aborting the signal ends the exchange in flight, and later calls fail at once', async () => {
    server.use(http.post(URL, async () => {
      await delay('infinite')
      return HttpResponse.json({})
    }))
    const controller = new AbortController()
    const rpc = client({ signal: controller.signal })
    const pending = rpc.call('x', [])
    controller.abort(new Error('stopped'))
    await expect(pending).rejects.toThrow('stopped')
    await expect(rpc.call('x', [])).rejects.toThrow('stopped')
  })

  it('rule: batches are sent in chunks of at most 1000 requests', async () => {
    const sizes: number[] = []
    server.use(http.post(URL, async ({ request }) => {
      const batch = (await request.json()) as Request[]
      sizes.push(batch.length)
      return HttpResponse.json(batch.map((entry) => ({ jsonrpc: '2.0', id: entry.id, result: entry.params[0] })))
    }))
    const outcomes = await client().batch(Array.from({ length: 2500 }, (_, index) => ({ method: 'x', params: [index] })))
    expect(sizes.sort((a, b) => b - a)).toEqual([1000, 1000, 500])
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.result : null))).toEqual(Array.from({ length: 2500 }, (_, index) => index))
  })
})
