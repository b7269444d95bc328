import { afterEach, describe, expect, it, vi } from 'vitest'
import { isTransportFailure } from '../../../core/rpc/Transport.js'
import type * as HttpModule from '../../../core/rpc/http.js'
import { unhandledDuring } from '../../helpers/unhandledDuring.js'

/*
 * The reply check (settleReplies and its zod schema) is loaded with the first request, not with
 * the transport, so zod is no part of a site's start. Loading it is one more thing that can fail:
 * offline, or a chunk that never arrives. Each test mocks that load and imports a fresh transport.
 */

const URL = 'http://rpc.test/node'
const SETTLE_REPLIES = '../../../core/rpc/settleReplies.js'
const LOAD_FAILURE = new TypeError('Failed to fetch dynamically imported module: settleReplies.js')

/** Answers every POST with a reply to id 1, the first request of a fresh transport. */
const answeringFetch = vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' })))

async function freshHttp(): Promise<typeof HttpModule.http> {
  vi.resetModules()
  return (await import('../../../core/rpc/http.js')).http
}

afterEach(() => {
  vi.doUnmock(SETTLE_REPLIES)
  vi.useRealTimers()
  answeringFetch.mockClear()
})

describe('http transport: the lazily loaded reply check', () => {
  it('rule: the check loads with the first request, not when the transport is made, and then checks the reply', async () => {
    const loads = vi.fn()
    vi.doMock(SETTLE_REPLIES, async (importOriginal) => {
      loads()
      return importOriginal()
    })
    const http = await freshHttp()
    const transport = http(URL, { fetch: answeringFetch })
    await new Promise((resolve) => setImmediate(resolve))
    expect(loads).not.toHaveBeenCalled()

    await expect(transport.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
    expect(loads).toHaveBeenCalledTimes(1)
  })

  it('rule: a check that cannot be loaded (offline) fails the call with RPC_NETWORK_ERROR, a transport failure, and nothing unhandled', async () => {
    vi.doMock(SETTLE_REPLIES, () => Promise.reject(LOAD_FAILURE))
    const http = await freshHttp()
    let error: unknown
    const unhandled = await unhandledDuring(async () => {
      error = await http(URL, { fetch: answeringFetch }).request({ method: 'eth_chainId' }).then(() => undefined, (reason: unknown) => reason)
    })

    expect(error).toMatchObject({ name: 'RpcError', code: 'RPC_NETWORK_ERROR', details: `${URL}: the reply check could not be loaded` })
    // The load's own failure is kept as the cause (vitest wraps a failing mock in an error of its own).
    expect((error as Error).cause).toBeInstanceOf(Error)
    // A fallback transport moves on to the next node, as for any endpoint it cannot reach.
    expect(isTransportFailure(error)).toBe(true)
    expect(unhandled).toEqual([])
  })

  it('rule: a POST that fails while the check cannot load keeps its own error, and the failed load is not unhandled', async () => {
    vi.doMock(SETTLE_REPLIES, () => Promise.reject(LOAD_FAILURE))
    const http = await freshHttp()
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch')
    }
    let error: unknown
    const unhandled = await unhandledDuring(async () => {
      error = await http(URL, { fetch: offline }).request({ method: 'eth_chainId' }).then(() => undefined, (reason: unknown) => reason)
    })

    expect(error).toMatchObject({ name: 'RpcError', code: 'RPC_NETWORK_ERROR', details: `${URL}: Failed to fetch` })
    expect(unhandled).toEqual([])
  })

  it('rule: the time-out is the endpoint\'s: a check that loads after it still settles the call, no RPC_TIMEOUT', async () => {
    let release!: () => void
    vi.doMock(SETTLE_REPLIES, async (importOriginal) => {
      await new Promise<void>((resolve) => void (release = resolve))
      return importOriginal()
    })
    const http = await freshHttp()
    vi.useFakeTimers()
    const settled = vi.fn()
    const request = http(URL, { fetch: answeringFetch, timeout: 10_000 }).request({ method: 'eth_chainId' }).then(settled, settled)

    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    await vi.advanceTimersByTimeAsync(20_000)
    expect(settled).not.toHaveBeenCalled()
    release()
    await request
    expect(settled).toHaveBeenCalledWith('0x1')
  })

  it('rule: destroy() settles a call still waiting for its check with RPC_TRANSPORT_DESTROYED', async () => {
    vi.doMock(SETTLE_REPLIES, () => new Promise<never>(() => {}))
    const http = await freshHttp()
    const transport = http(URL, { fetch: answeringFetch })
    const settled = transport.request({ method: 'eth_chainId' }).then(() => 'resolved', (error: unknown) => error)
    await vi.waitFor(() => expect(answeringFetch).toHaveBeenCalledTimes(1))

    transport.destroy()
    expect(await settled).toMatchObject({ name: 'RpcError', code: 'RPC_TRANSPORT_DESTROYED' })
  })
})
