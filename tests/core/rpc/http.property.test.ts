import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isRpcError } from '../../../core/errors/RpcError.js'
import { http } from '../../../core/rpc/http.js'
import { jsonReply, rawEndpoint } from './rpcEndpoint.js'

const URL = 'http://rpc.test/hostile'
const server = setupServer()
let reply: unknown = null
server.use(rawEndpoint(URL, () => jsonReply(reply)).handler)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/** What a value looks like after JSON: -0 becomes 0, and so on. */
const overTheWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * JSON-RPC 2.0's rule for the reply to request `id`, written out by hand so the property does not
 * check the transport's schema against itself.
 */
function isValidReply(value: unknown, id: number): boolean {
  if (!isObject(value) || value.jsonrpc !== '2.0') return false
  const hasResult = Object.hasOwn(value, 'result')
  if (hasResult === Object.hasOwn(value, 'error')) return false
  if (hasResult) return value.id === id
  const error = value.error
  return isObject(error) && Number.isInteger(error.code) && typeof error.message === 'string'
    && (value.id === id || value.id === null)
}

// Near misses reach deeper into the checks than arbitrary JSON does.
const nearMiss = fc.record({
  jsonrpc: fc.oneof(fc.constant('2.0'), fc.jsonValue()),
  id: fc.oneof(fc.constant(1), fc.constant(null), fc.constant('1'), fc.jsonValue()),
  result: fc.jsonValue(),
  error: fc.oneof(
    fc.record({ code: fc.oneof(fc.integer(), fc.jsonValue()), message: fc.oneof(fc.string(), fc.jsonValue()), data: fc.jsonValue() }, { requiredKeys: [] }),
    fc.jsonValue(),
  ),
}, { requiredKeys: [] })
const hostile = fc.oneof(fc.jsonValue(), nearMiss, fc.array(nearMiss, { maxLength: 3 }))

const validReply = fc.oneof(
  fc.record({ jsonrpc: fc.constant('2.0'), id: fc.constant(1), result: fc.jsonValue() }),
  fc.record({
    jsonrpc: fc.constant('2.0'),
    id: fc.constantFrom(1, null),
    error: fc.record({ code: fc.integer(), message: fc.string(), data: fc.jsonValue() }, { requiredKeys: ['code', 'message'] }),
  }),
)

describe('http transport: hostile replies', () => {
  it('property: any JSON that is not a valid reply rejects with RPC_INVALID_RESPONSE, never resolves or crashes', async () => {
    await fc.assert(fc.asyncProperty(hostile.filter((value) => !isValidReply(value, 1)), async (value) => {
      reply = value
      // A fresh transport per run, so the request's id is always 1.
      const outcome = await http(URL).request({ method: 'eth_chainId' }).then(
        (result) => ({ resolved: result }),
        (error: unknown) => ({ rejected: error }),
      )
      expect(outcome).toEqual({ rejected: expect.objectContaining({ name: 'RpcError', code: 'RPC_INVALID_RESPONSE' }) })
    }))
  })

  it('property: a valid reply resolves with its result or rejects with the node\'s code', async () => {
    await fc.assert(fc.asyncProperty(validReply, async (value) => {
      reply = value
      const request = http(URL).request({ method: 'eth_chainId' })
      if ('result' in value) await expect(request).resolves.toEqual(overTheWire(value.result))
      else await expect(request).rejects.toMatchObject({ code: 'RPC_ERROR', rpcCode: overTheWire(value.error.code) })
    }))
  })

  it('property: whatever a batch is answered with, every request settles with a result or an RpcError', async () => {
    await fc.assert(fc.asyncProperty(hostile, async (value) => {
      reply = value
      const transport = http(URL)
      const settled = await Promise.allSettled([transport.request({ method: 'a' }), transport.request({ method: 'b' })])
      for (const outcome of settled) if (outcome.status === 'rejected') expect(isRpcError(outcome.reason)).toBe(true)
    }))
  })
})
