import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { createApiTransport, MAX_IMAGE_BYTES, type ApiRequest, type CheckLoader } from '../../../core/api/createApiTransport.js'
import { zodCheck } from '../../../core/api/zodCheck.js'
import { ApiError } from '../../../core/errors/ApiError.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { unhandledDuring } from '../../helpers/unhandledDuring.js'

/*
 * A body's schema, and zod with it, load with the request that needs them, not with a site's
 * start. Loading is one more thing that can fail (offline, a chunk that never arrives): the caller
 * then sees the coded error of a failed request, and nothing is left pending or unhandled.
 */

const REQUEST: ApiRequest = { endpoint: 'GET /thing', method: 'GET', path: '/thing' }
const LOAD_FAILURE = new TypeError('Failed to fetch dynamically imported module: thingSchema.js')
const thingSchema = z.object({ ok: z.boolean() })

const answering = (body: unknown, status = 200): typeof fetch =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
const offline: typeof fetch = async () => {
  throw new TypeError('Failed to fetch')
}
const transportOver = (fetch: typeof globalThis.fetch, timeoutMs = 10_000) => createApiTransport(createTestKernel({}, { fetch }), timeoutMs)
const failing: CheckLoader<never> = () => Promise.reject(LOAD_FAILURE)

/** The error `promise` rejects with; fails the test when it resolves. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (reason: unknown) => reason)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  vi.doUnmock('../../../core/api/schemas/apiSchemas.js')
  vi.useRealTimers()
})

describe('createApiTransport: the lazily loaded check', () => {
  it('rule: the schema loads with the request that needs it, and the body is what the schema makes of it', async () => {
    const load = vi.fn(async () => thingSchema)
    const check = zodCheck('GET /thing', load)
    const transport = transportOver(answering({ ok: true, extra: 'dropped' }))
    expect(load).not.toHaveBeenCalled()

    await expect(transport.json(REQUEST, check)).resolves.toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rule: a body the loaded schema refuses is API_INVALID_RESPONSE with zod\'s report as details', async () => {
    const error = await failure(transportOver(answering({ ok: 'yes' })).json(REQUEST, zodCheck('GET /thing', async () => thingSchema)))
    expect(error.code).toBe('API_INVALID_RESPONSE')
    const report = z.prettifyError(z.safeParse(thingSchema, { ok: 'yes' }).error!)
    expect(report).toContain('→ at ok')
    expect(error.details).toBe(report)
  })

  it('rule: a check that cannot be loaded (offline) is API_NETWORK_ERROR naming the endpoint, and nothing is unhandled', async () => {
    let error: ApiError | undefined
    const unhandled = await unhandledDuring(async () => {
      error = await failure(transportOver(answering({ ok: true })).json(REQUEST, failing))
    })
    expect(error).toMatchObject({ code: 'API_NETWORK_ERROR', endpoint: 'GET /thing', details: 'the response check could not be loaded', cause: LOAD_FAILURE })
    expect(error?.shortMessage).toBe('The provider API could not be reached for GET /thing')
    expect(unhandled).toEqual([])
  })

  it('rule: a request that fails while the check cannot load keeps its own error, and the failed load is not unhandled', async () => {
    const errors: ApiError[] = []
    const unhandled = await unhandledDuring(async () => {
      errors.push(await failure(transportOver(answering({}, 500)).json(REQUEST, failing)))
      errors.push(await failure(transportOver(offline).json(REQUEST, failing)))
    })
    expect(errors.map(({ code, status }) => ({ code, status }))).toEqual([
      { code: 'API_HTTP_ERROR', status: 500 },
      { code: 'API_NETWORK_ERROR', status: undefined },
    ])
    expect(errors[1]?.cause).toBeInstanceOf(TypeError)
    expect(errors[1]?.cause).not.toBe(LOAD_FAILURE)
    expect(unhandled).toEqual([])
  })

  it('rule: a body that is not JSON is API_INVALID_RESPONSE even when the check cannot load', async () => {
    const notJson: typeof fetch = async () => new Response('{"ok": ', { headers: { 'content-type': 'application/json' } })
    const error = await failure(transportOver(notJson).json(REQUEST, failing))
    expect(error).toMatchObject({ code: 'API_INVALID_RESPONSE', details: 'the body is not JSON' })
  })

  it('rule: the time-out is the server\'s: a check that loads after it still checks the body, no API_TIMEOUT', async () => {
    vi.useFakeTimers()
    let release!: () => void
    const late = new Promise<void>((resolve) => void (release = resolve)).then(() => thingSchema)
    const kernel = createTestKernel({}, { fetch: answering({ ok: true }) })
    const settled = vi.fn()
    const pending = createApiTransport(kernel, 10_000).json(REQUEST, zodCheck('GET /thing', () => late)).then(settled, settled)

    await vi.advanceTimersByTimeAsync(20_000)
    expect(settled).not.toHaveBeenCalled()
    expect(kernel.timers.pending()).toBe(0)
    release()
    await pending
    expect(settled).toHaveBeenCalledWith({ ok: true })
  })

  it('rule: a check that never loads is ended by the caller\'s abort or the kernel\'s destroy, with API_ABORTED', async () => {
    const fetch = answering({ ok: true })
    const kernel = createTestKernel({}, { fetch })
    const never: CheckLoader<never> = () => new Promise(() => {})
    const controller = new AbortController()
    const byCaller = failure(createApiTransport(kernel, 10_000).json({ ...REQUEST, signal: controller.signal }, never))
    const byKernel = failure(createApiTransport(kernel, 10_000).json(REQUEST, never))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    await new Promise((resolve) => setImmediate(resolve))

    controller.abort()
    expect(await byCaller).toMatchObject({ code: 'API_ABORTED' })
    await kernel.destroy()
    expect(await byKernel).toMatchObject({ code: 'API_ABORTED' })
  })

  it('rule: through the client, a check module that cannot load is the API_NETWORK_ERROR of an unreachable API, for the origin list too', async () => {
    vi.doMock('../../../core/api/schemas/apiSchemas.js', () => Promise.reject(LOAD_FAILURE))
    vi.resetModules()
    const { createApiClient } = await import('../../../core/api/createApiClient.js')
    const { fetchAllowedOrigins } = await import('../../../core/api/checkOrigin.js')
    const fetch = answering({ data: [], count: 0, allowedOrigins: ['https://site.example'] })
    const client = createApiClient(createTestKernel({}, { fetch }))

    const error: unknown = await client.getWallets().then(() => undefined, (reason: unknown) => reason)
    // A fresh module graph has its own ApiError class: compare by name and code.
    expect(error).toMatchObject({ name: 'ApiError', code: 'API_NETWORK_ERROR', endpoint: 'GET /getWallets' })
    // Not SPEC's empty list: the page is as offline as if the request had failed (issue 21).
    await expect(fetchAllowedOrigins(client)).rejects.toMatchObject({ name: 'ApiError', code: 'API_NETWORK_ERROR', endpoint: 'GET /projects/v1/origins' })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('rule: the configuration is checked by its schema too: an answer is never taken unchecked when the check cannot load', async () => {
    vi.doMock('../../../core/api/schemas/apiSchemas.js', () => Promise.reject(LOAD_FAILURE))
    vi.resetModules()
    const { createApiClient } = await import('../../../core/api/createApiClient.js')
    const client = createApiClient(createTestKernel({}, { fetch: answering({ features: [{ id: 'email', isEnabled: true }] }) }))
    await expect(client.getProjectConfig()).rejects.toMatchObject({ name: 'ApiError', code: 'API_NETWORK_ERROR', endpoint: 'GET /appkit/v1/config' })
  })
})

describe('createApiTransport: no default host', () => {
  it('rule: a kernel without apiUrl sends nothing: every request is API_NOT_CONFIGURED naming the endpoint', async () => {
    const fetch = answering({ ok: true })
    const transport = createApiTransport(createTestKernel({ apiUrl: undefined }, { fetch }), 10_000)
    const error = await failure(transport.json(REQUEST, zodCheck('GET /thing', async () => thingSchema)))
    expect(error).toMatchObject({ code: 'API_NOT_CONFIGURED', endpoint: 'GET /thing', shortMessage: 'No provider API is configured for GET /thing' })
    expect((await failure(transport.send({ ...REQUEST, method: 'POST', body: {} }))).code).toBe('API_NOT_CONFIGURED')
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('createApiTransport: images', () => {
  const IMAGE: ApiRequest = { endpoint: 'GET /getWalletImage/{id}', method: 'GET', path: '/getWalletImage/x' }
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>'

  it('rule: an image is handed on as a Blob of its bytes and type', async () => {
    const blob = await transportOver(async () => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } })).blob(IMAGE)
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toBe(svg)
  })

  it('rule: an image declared larger than MAX_IMAGE_BYTES is refused before its body is read', async () => {
    const cancel = vi.fn()
    const body = new ReadableStream({ pull: () => {}, cancel })
    const response = new Response(body, { headers: { 'content-type': 'image/png', 'content-length': String(MAX_IMAGE_BYTES + 1) } })
    const error = await failure(transportOver(async () => response).blob(IMAGE))
    expect(error.code).toBe('API_INVALID_RESPONSE')
    expect(error.message).toContain(`larger than ${MAX_IMAGE_BYTES} bytes`)
    await vi.waitFor(() => expect(cancel).toHaveBeenCalled())
  })

  it('rule: an image streamed past MAX_IMAGE_BYTES with no length declared is cut off there and refused', async () => {
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const error = await failure(transportOver(async () => new Response(body, { headers: { 'content-type': 'image/png' } })).blob(IMAGE))
    expect(error.message).toContain('larger than')
    expect(sent).toBeLessThan(MAX_IMAGE_BYTES + 3 * 64 * 1024)
  })
})
