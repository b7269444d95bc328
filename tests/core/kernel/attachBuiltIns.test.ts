import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKernel } from '../../../core/kernel/createKernel.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { TEST_API_URL } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'

const server = setupServer()
const requests: { path: string; body?: unknown }[] = []
server.events.on('request:start', async ({ request }) => {
  const body = request.method === 'POST' ? await request.clone().json() : undefined
  requests.push({ path: new URL(request.url).pathname, body })
})
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests.length = 0
})
afterAll(() => server.close())

const provider = () =>
  server.use(
    http.get(`${TEST_API_URL}/appkit/v1/config`, () => HttpResponse.json({ features: [{ id: 'multiWallet', isEnabled: true }] })),
    http.get(`${TEST_API_URL}/projects/v1/origins`, () => HttpResponse.json({ allowedOrigins: ['http://127.0.0.1:3000'] })),
    http.get(`${TEST_API_URL}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: true })),
    http.post(`${TEST_API_URL}/e`, () => new HttpResponse(null, { status: 204 })),
  )

const kernelWith = (basic: boolean) =>
  createKernel(
    { projectId: 'p1', apiUrl: TEST_API_URL, basic, origin: 'http://127.0.0.1:3000' },
    { storage: createStorage(null) },
  ).use(mockChainPlugin().plugin)

describe('built-in services', () => {
  it('rule: a kernel loads the remote configuration, checks the origin and sends INITIALIZE at start', async () => {
    provider()
    const kernel = kernelWith(false)
    await kernel.start()
    // The configuration's check (its schema) loads with the request, so the origin check follows it a moment later.
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/appkit/v1/config', '/projects/v1/origins', '/e'])))
    expect(requests.find((r) => r.path === '/e')?.body).toMatchObject({ props: { event: 'INITIALIZE' } })
    expect(kernel.store('options').getState().features.multiWallet).toBe(true)
    expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected')
    await kernel.destroy()
  })

  it('rule: in basic mode nothing but INITIALIZE is sent', async () => {
    provider()
    const kernel = kernelWith(true)
    await kernel.start()
    await vi.waitFor(() => expect(requests.some((r) => r.path === '/e')).toBe(true))
    expect(requests.map((r) => r.path)).not.toContain('/appkit/v1/config')
    expect(requests.map((r) => r.path)).not.toContain('/projects/v1/origins')
    expect(kernel.store('options').getState().remoteConfigStatus).toBe('skipped')
    await kernel.destroy()
  })

  it('rule: without apiUrl a kernel contacts no provider API at all: no configuration, no origin check, no analytics, INITIALIZE included', async () => {
    provider()
    const fetch = vi.fn<typeof globalThis.fetch>((input, init) => globalThis.fetch(input, init))
    const kernel = createKernel(
      { projectId: 'p1', origin: 'http://127.0.0.1:3000', features: { email: true } },
      { storage: createStorage(null), fetch },
    ).use(mockChainPlugin().plugin)
    const initialized = vi.fn()
    kernel.events.on('analytics', ({ event }) => event === 'INITIALIZE' && initialized())
    await kernel.start()
    kernel.events.emit('analytics', { event: 'MODAL_OPEN' })
    // Long enough for the idle-time reports (whenIdle is a timeout of 0 in Node) and a start task.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(initialized).toHaveBeenCalledTimes(1)
    expect(kernel.options.apiUrl).toBeUndefined()
    expect(kernel.store('options').getState().remoteConfigStatus).toBe('skipped')
    expect(fetch).not.toHaveBeenCalled()
    expect(requests).toEqual([])
    await kernel.destroy()
  })

  it('rule: an environment can leave a service off', async () => {
    provider()
    const kernel = createKernel(
      { projectId: 'p1', apiUrl: TEST_API_URL, basic: false, origin: 'http://127.0.0.1:3000' },
      { storage: createStorage(null), services: { analytics: false, remoteConfig: false } },
    )
    await kernel.start()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(requests).toEqual([])
    await kernel.destroy()
  })
})
