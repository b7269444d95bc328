import { castDraft } from 'immer'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachAnalytics, REPORT_IDLE_TIMEOUT_MS } from '../../../core/api/attachAnalytics.js'
import { createAnalytics } from '../../../core/api/createAnalytics.js'
import { showAlert } from '../../../core/actions/notifications.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { PorticoError } from '../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { initialAccountState, initialNetworkState } from '../../../core/slices/chainsSlice.js'
import { createTestKernel, TEST_PROJECT_ID } from '../../helpers/createTestKernel.js'
import { stubIdleCallbacks } from '../../helpers/stubIdleCallbacks.js'
import { api, useApiServer } from './apiServer.js'

const { server, requests } = useApiServer()

interface Sent {
  query: Record<string, string>
  body: { eventId: string; url: string; domain: string; timestamp: number; props: Record<string, unknown> }
}

/** The provider side: the analytics switch and the collector behind POST /e. */
function provider({ enabled = true, status = 200 }: { enabled?: boolean; status?: number } = {}) {
  const sent: Sent[] = []
  server.use(
    http.get(api('/getAnalyticsConfig'), () => HttpResponse.json({ isAnalyticsEnabled: enabled })),
    http.post(api('/e'), async ({ request }) => {
      sent.push({ query: Object.fromEntries(new URL(request.url).searchParams), body: (await request.json()) as Sent['body'] })
      return new HttpResponse(null, { status })
    }),
  )
  return { sent, events: () => sent.map((item) => item.body.props.event) }
}

const configRequests = () => requests.filter((url) => url.pathname === '/getAnalyticsConfig').length

function setup(options: Partial<KernelOptions> = {}) {
  const kernel = createTestKernel(options)
  const errors: PorticoError[] = []
  kernel.events.on('error', ({ error }) => void errors.push(error))
  return { kernel, errors, analytics: createAnalytics(kernel) }
}

function connect(kernel: Kernel, address: string) {
  kernel.store('chains').setState((draft) => {
    draft.activeNamespace = 'eip155'
    draft.byNamespace.eip155 = castDraft({ account: { ...initialAccountState(), address }, network: initialNetworkState(), connectorId: 'mock' })
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createAnalytics', () => {
  it('rule: an event posts eventId, url, domain, timestamp and props to /e with projectId, st and sv', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-02T03:04:05Z') })
    const { sent } = provider()
    const { analytics } = setup()
    await analytics.track('MODAL_OPEN', { connected: false })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.query).toEqual({ projectId: TEST_PROJECT_ID, st: 'portico', sv: 'portico-0.1.0' })
    expect(sent[0]!.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'http://127.0.0.1:3000',
      domain: '127.0.0.1',
      timestamp: Date.parse('2026-01-02T03:04:05Z'),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
  })

  it('rule: props carry the address of the active account', async () => {
    const { sent } = provider()
    const { kernel, analytics } = setup()
    connect(kernel, '0x2222222222222222222222222222222222222222')
    await analytics.track('DISCONNECT_SUCCESS')
    expect(sent[0]!.body.props).toEqual({ type: 'track', event: 'DISCONNECT_SUCCESS', address: '0x2222222222222222222222222222222222222222' })
  })

  it('rule: every event gets its own id, also without crypto.randomUUID', async () => {
    const { sent } = provider()
    const { analytics } = setup()
    await analytics.track('A')
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(bytes: T) => bytes })
    await analytics.track('B')
    vi.stubGlobal('crypto', undefined)
    await analytics.track('C')
    const ids = sent.map((item) => item.body.eventId)
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('rule: INITIALIZE is always sent, even with analytics off', async () => {
    const { events } = provider({ enabled: false })
    const { analytics } = setup({ features: { analytics: false } })
    await analytics.track('INITIALIZE')
    await analytics.track('SOCIAL_LOGIN_SUCCESS')
    expect(events()).toEqual(['INITIALIZE'])
  })

  it('rule: MODAL_CREATED is never sent', async () => {
    const { events } = provider()
    const { analytics } = setup()
    await analytics.track('MODAL_CREATED')
    await analytics.track('MODAL_OPEN')
    expect(events()).toEqual(['MODAL_OPEN'])
  })

  it('rule: with analytics off in the features nothing is sent and the provider is not asked', async () => {
    const { sent } = provider()
    const { analytics } = setup({ features: { analytics: false } })
    await analytics.track('MODAL_OPEN')
    await analytics.reportError(new Error('boom'))
    expect(sent).toEqual([])
    expect(requests).toEqual([])
  })

  it('rule: when the provider says isAnalyticsEnabled false nothing is sent', async () => {
    const { sent } = provider({ enabled: false })
    const { analytics } = setup()
    await analytics.track('MODAL_OPEN')
    await analytics.reportError(new Error('boom'))
    expect(sent).toEqual([])
  })

  it('rule: the analytics configuration is fetched once, lazily', async () => {
    const { events } = provider()
    const { analytics } = setup()
    expect(configRequests()).toBe(0)
    await Promise.all([analytics.track('A'), analytics.track('B')])
    await analytics.track('C')
    expect(configRequests()).toBe(1)
    expect(events().sort()).toEqual(['A', 'B', 'C'])
  })

  it('rule: an analytics configuration that cannot be read counts as disabled', async () => {
    const { sent } = provider()
    server.use(http.get(api('/getAnalyticsConfig'), () => HttpResponse.json({ isAnalyticsEnabled: 'yes' })))
    const { analytics } = setup()
    await analytics.track('MODAL_OPEN')
    expect(sent).toEqual([])
  })

  it('rule: an error report is INTERNAL_SDK_ERROR with type, event, errorType, errorMessage and stackTrace', async () => {
    const { sent } = provider()
    const { analytics } = setup()
    const error = new ConnectionError('FAILED_TO_CONNECT')
    await analytics.reportError(error)
    expect(sent[0]!.body.props).toEqual({
      type: 'error',
      event: 'INTERNAL_SDK_ERROR',
      errorType: 'ConnectionError',
      errorMessage: 'Failed to connect',
      stackTrace: error.stack,
    })
  })

  it('rule: at most 5 error reports in any 60 s, over a sliding window', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 })
    const { sent } = provider()
    const { analytics } = setup()
    const report = async (count: number) => {
      for (let i = 0; i < count; i++) await analytics.reportError(new Error(`e${i}`))
    }
    await report(3)
    vi.setSystemTime(30_000)
    await report(3)
    expect(sent).toHaveLength(5)
    vi.setSystemTime(59_999)
    await report(1)
    expect(sent).toHaveLength(5)
    vi.setSystemTime(60_000)
    await report(4)
    expect(sent).toHaveLength(8)
    expect(sent.map((item) => item.body.timestamp)).toEqual([0, 0, 0, 30_000, 30_000, 60_000, 60_000, 60_000])
  })

  it('rule: track events are not limited by the error window', async () => {
    const { sent } = provider()
    const { analytics } = setup()
    for (let i = 0; i < 8; i++) await analytics.track('SWAP_INITIATED')
    expect(sent).toHaveLength(8)
  })

  it('rule: HTTP 403 from /e shows the invalid-app-configuration alert once and stops sending', async () => {
    const { sent } = provider({ status: 403 })
    const { kernel, analytics, errors } = setup()
    await analytics.track('INITIALIZE')
    await analytics.track('MODAL_OPEN')
    await analytics.reportError(new Error('boom'))
    expect(sent).toHaveLength(1)
    expect(errors.map((error) => error.code)).toEqual(['INVALID_APP_CONFIGURATION'])
    expect(kernel.store('notifications').getState().alert).toEqual({
      code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration', description: 'This origin is not on the allowlist', variant: 'error',
    })
  })

  it('rule: after Invalid Project ID, HTTP 403 from /e stops sending but leaves that alert in place', async () => {
    const { sent } = provider({ status: 403 })
    const { kernel, analytics } = setup()
    showAlert(kernel, { code: 'INVALID_PROJECT_ID' })
    await analytics.track('INITIALIZE')
    await analytics.track('MODAL_OPEN')
    expect(sent).toHaveLength(1)
    expect(kernel.store('notifications').getState().alert?.code).toBe('INVALID_PROJECT_ID')
  })

  it.each([
    ['HTTP 500', () => new HttpResponse(null, { status: 500 })],
    ['HTTP 401', () => new HttpResponse(null, { status: 401 })],
    ['a network error', () => HttpResponse.error()],
  ])('rule: %s from /e never throws into the caller and shows no alert', async (_, answer) => {
    provider()
    server.use(http.post(api('/e'), answer))
    const { kernel, analytics, errors } = setup()
    await expect(analytics.track('INITIALIZE')).resolves.toBeUndefined()
    await expect(analytics.reportError(new Error('x'))).resolves.toBeUndefined()
    expect(errors).toEqual([])
    expect(kernel.store('notifications').getState().alert).toBeUndefined()
  })

  it('rule: a hanging /e settles at the timeout without throwing', async () => {
    vi.useFakeTimers()
    provider()
    server.use(http.post(api('/e'), () => delay('infinite')))
    const { analytics } = setup()
    const pending = analytics.track('INITIALIZE')
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(pending).resolves.toBeUndefined()
  })
})

describe('attachAnalytics', () => {
  it('rule: the kernel\'s analytics and error events are reported', async () => {
    const { sent, events } = provider()
    const kernel = createTestKernel()
    attachAnalytics(kernel)
    kernel.events.emit('analytics', { event: 'INITIALIZE', properties: { networks: ['eip155:1'] } })
    kernel.events.emit('error', { error: new ConnectionError('POPUP_CLOSED') })
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(events().sort()).toEqual(['INITIALIZE', 'INTERNAL_SDK_ERROR'])
    expect(sent.find((item) => item.body.props.event === 'INTERNAL_SDK_ERROR')!.body.props.errorMessage).toBe('Popup closed')
  })

  it('rule: an event raised inside a task (a click opening the modal) makes no request before that task is over', async () => {
    const { sent } = provider()
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
    const kernel = createTestKernel({}, { fetch })
    attachAnalytics(kernel)
    kernel.events.emit('analytics', { event: 'MODAL_OPEN', properties: { connected: false } })
    kernel.events.emit('error', { error: new ConnectionError('POPUP_CLOSED') })
    await Promise.resolve()
    expect(fetch).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
  })

  it('rule: a report waits for the browser\'s idle time (at most REPORT_IDLE_TIMEOUT_MS), not for the next task', async () => {
    const { sent } = provider()
    const browser = stubIdleCallbacks()
    try {
      const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
      const kernel = createTestKernel({}, { fetch })
      attachAnalytics(kernel)
      kernel.events.emit('analytics', { event: 'MODAL_OPEN', properties: { connected: false } })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(fetch).not.toHaveBeenCalled()
      expect([...browser.pending.values()].map((entry) => entry.timeout)).toEqual([REPORT_IDLE_TIMEOUT_MS])
      browser.idle()
      await vi.waitFor(() => expect(sent).toHaveLength(1))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('rule: a report still waiting for its task is dropped when the kernel is destroyed', async () => {
    const { sent } = provider()
    const kernel = createTestKernel()
    attachAnalytics(kernel)
    kernel.events.emit('analytics', { event: 'INITIALIZE' })
    await kernel.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toHaveLength(0)
  })

  it('rule: emitting never throws when reporting fails', () => {
    server.use(http.post(api('/e'), () => HttpResponse.error()))
    const kernel = createTestKernel()
    attachAnalytics(kernel)
    expect(() => kernel.events.emit('analytics', { event: 'INITIALIZE' })).not.toThrow()
  })

  it('rule: the returned function unsubscribes, and destroy leaves no listener', async () => {
    const kernel = createTestKernel()
    const baseline = kernel.events.listenerCount()
    const detach = attachAnalytics(kernel)
    expect(kernel.events.listenerCount('analytics')).toBe(1)
    expect(kernel.events.listenerCount('error')).toBe(1)
    detach()
    expect(kernel.events.listenerCount()).toBe(baseline)

    attachAnalytics(kernel)
    await kernel.destroy()
    expect(kernel.events.listenerCount()).toBe(0)
  })
})
