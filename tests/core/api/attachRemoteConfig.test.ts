// isolate: own module graph. The file counts every request its msw server hears; in a worker shared with other
// files, a request left over from one of theirs (a stray fetch after its servers stopped) was heard twice.
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { attachRemoteConfig } from '../../../core/api/attachRemoteConfig.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { createTestKernel, TEST_API_URL } from '../../helpers/createTestKernel.js'
import { api, useApiServer } from './apiServer.js'

const { server, requests } = useApiServer()
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

const remote = (features: { id: string; isEnabled: boolean }[]) => http.get(api('/appkit/v1/config'), () => HttpResponse.json({ features }))
const UNAVAILABLE = {
  code: 'CONFIGURATION_UNAVAILABLE',
  message: 'Configuration Unavailable',
  description: 'The app configuration did not load. It retries once you are online.',
  variant: 'warning',
}

function setup(options: Partial<KernelOptions> = {}, fetch?: typeof globalThis.fetch) {
  const kernel = createTestKernel({ basic: false, ...options }, fetch ? { fetch } : {})
  kernels.push(kernel)
  attachRemoteConfig(kernel)
  const state = () => kernel.store('options').getState()
  const alert = () => kernel.store('notifications').getState().alert
  return { kernel, state, alert }
}

/** The configuration has settled, and a little more time for an origin check that should not come. */
async function configSettled(kernel: Kernel): Promise<void> {
  await vi.waitFor(() => expect(['loaded', 'failed', 'skipped']).toContain(kernel.store('options').getState().remoteConfigStatus))
  await new Promise((resolve) => setTimeout(resolve, 30))
}

/** The page's `online` event, on a target that stands in for `window` (this file runs in Node). */
function stubWindowEvents() {
  const target = new EventTarget()
  const add = vi.fn(target.addEventListener.bind(target))
  const remove = vi.fn(target.removeEventListener.bind(target))
  vi.stubGlobal('addEventListener', add)
  vi.stubGlobal('removeEventListener', remove)
  return { comeOnline: () => target.dispatchEvent(new Event('online')), add, remove }
}

/** A fetch that answers the configuration only when the test says so. */
function heldFetch() {
  let answer!: (response: Response) => void
  const answered = new Promise<Response>((resolve) => {
    answer = resolve
  })
  const fetch = vi.fn<typeof globalThis.fetch>(() => answered)
  return { fetch, answer: (body: unknown) => answer(Response.json(body)) }
}

describe('attachRemoteConfig', () => {
  it('rule: start never waits on the network: with a configuration request that never answers, start resolves, and the configuration applies when the answer comes', async () => {
    const held = heldFetch()
    const { kernel, state } = setup({ features: { email: false, socials: false } }, held.fetch)
    let started = false
    void kernel.start().then(() => {
      started = true
    })
    await vi.waitFor(() => expect(held.fetch).toHaveBeenCalledTimes(1))
    expect(String(held.fetch.mock.calls[0]![0])).toContain(`${TEST_API_URL}/appkit/v1/config`)
    // Before this change start awaited the request: it stayed pending for as long as the API did.
    await vi.waitFor(() => expect(started).toBe(true))
    expect(kernel.status).toBe('started')
    expect(state()).toMatchObject({ remoteConfigStatus: 'loading', features: { multiWallet: false } })

    held.answer({ features: [{ id: 'multiWallet', isEnabled: true }] })
    await vi.waitFor(() => expect(state()).toMatchObject({ remoteConfigStatus: 'loaded', features: { multiWallet: true } }))
  })

  it('rule: start loads the configuration, then checks the origin with the features in force', async () => {
    server.use(
      remote([{ id: 'email', isEnabled: true }]),
      http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: ['http://127.0.0.1:*'] })),
    )
    const { kernel, state, alert } = setup()
    await kernel.start()
    await vi.waitFor(() => expect(requests.map((url) => url.pathname)).toEqual(['/appkit/v1/config', '/projects/v1/origins']))
    await configSettled(kernel)
    expect(state().remoteConfigStatus).toBe('loaded')
    expect(alert()).toBeUndefined()
  })

  it('rule: no origin check when the remote configuration turns email and socials off', async () => {
    server.use(remote([{ id: 'email', isEnabled: false }, { id: 'socials', isEnabled: false }]))
    const { kernel } = setup()
    await kernel.start()
    await configSettled(kernel)
    expect(requests.map((url) => url.pathname)).toEqual(['/appkit/v1/config'])
  })

  it('rule: after Invalid Project ID no origin check runs, so the alert stays the one that says what is wrong', async () => {
    server.use(
      http.get(api('/appkit/v1/config'), () => new HttpResponse(null, { status: 403 })),
      http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status: 403 })),
    )
    const { kernel, alert } = setup({ features: { email: true } })
    await kernel.start()
    await configSettled(kernel)
    expect(requests.map((url) => url.pathname)).toEqual(['/appkit/v1/config'])
    expect(alert()?.code).toBe('INVALID_PROJECT_ID')
  })

  it('rule: a failing configuration does not fail start, and a missing project id alerts once', async () => {
    const { kernel, alert } = setup({ projectId: '' })
    const errors: string[] = []
    kernel.events.on('error', ({ error }) => void errors.push(error.code))
    await expect(kernel.start()).resolves.toBeUndefined()
    await configSettled(kernel)
    expect(kernel.status).toBe('started')
    expect(alert()?.code).toBe('PROJECT_ID_NOT_CONFIGURED')
    expect(errors).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
    expect(requests).toEqual([])
  })

  it('rule: without apiUrl start fetches no configuration and checks no origin; the local features stand', async () => {
    const { kernel, state, alert } = setup({ apiUrl: undefined, features: { email: true, multiWallet: true } })
    await kernel.start()
    await configSettled(kernel)
    expect(requests).toEqual([])
    expect(state()).toMatchObject({ remoteConfigStatus: 'skipped', features: { email: true, multiWallet: true } })
    expect(alert()).toBeUndefined()
  })

  it("rule: an unreachable provider API shows Configuration Unavailable, not 'Origin Not Allowed'; back online the kernel asks again, the alert goes and the configuration applies", async () => {
    const page = stubWindowEvents()
    server.use(
      http.get(api('/appkit/v1/config'), () => HttpResponse.error()),
      http.get(api('/projects/v1/origins'), () => HttpResponse.error()),
    )
    // Email on: before this change the origin check ran after the failed configuration and, its own
    // request failing too, read SPEC's empty list and said 'Origin Not Allowed'.
    const { kernel, state, alert } = setup({ features: { email: true } })
    await kernel.start()
    await configSettled(kernel)
    expect(alert()).toEqual(UNAVAILABLE)
    expect(state().remoteConfigStatus).toBe('failed')
    expect(requests.map((url) => url.pathname)).toEqual(['/appkit/v1/config'])

    server.use(
      remote([{ id: 'email', isEnabled: true }, { id: 'multiWallet', isEnabled: true }]),
      http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: ['http://127.0.0.1:*'] })),
    )
    page.comeOnline()
    await vi.waitFor(() => expect(state()).toMatchObject({ remoteConfigStatus: 'loaded', features: { multiWallet: true } }))
    await vi.waitFor(() => expect(requests.map((url) => url.pathname)).toContain('/projects/v1/origins'))
    await configSettled(kernel)
    expect(alert()).toBeUndefined()

    // Loaded, a later 'online' asks nothing again.
    const asked = requests.length
    page.comeOnline()
    await configSettled(kernel)
    expect(requests).toHaveLength(asked)
  })

  it('rule: an origin check that gets no answer shows Configuration Unavailable, and is asked again back online', async () => {
    const page = stubWindowEvents()
    let originsUp = false
    server.use(
      remote([{ id: 'email', isEnabled: true }]),
      http.get(api('/projects/v1/origins'), () => (originsUp ? HttpResponse.json({ allowedOrigins: ['https://elsewhere.example'] }) : HttpResponse.error())),
    )
    const { kernel, alert } = setup()
    await kernel.start()
    await vi.waitFor(() => expect(alert()).toEqual(UNAVAILABLE))

    originsUp = true
    page.comeOnline()
    // The API answers now, and this origin is not on its list: that alert is the true one.
    await vi.waitFor(() => expect(alert()?.code).toBe('ORIGIN_NOT_ALLOWED'))
  })

  it("rule: the kernel hears 'online' from start to destroy, and no longer after", async () => {
    const page = stubWindowEvents()
    server.use(http.get(api('/appkit/v1/config'), () => HttpResponse.error()))
    const { kernel } = setup({ features: { email: false, socials: false } })
    expect(page.add).not.toHaveBeenCalled()
    await kernel.start()
    await configSettled(kernel)
    expect(page.add).toHaveBeenCalledWith('online', expect.any(Function))
    await kernel.destroy()
    expect(page.remove).toHaveBeenCalledWith('online', page.add.mock.calls[0]![1])
    // Counted once destroy() is done: a request the start had under way may still reach the
    // server (it raced this count under load in CI); only one the 'online' event makes may not.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const asked = requests.length
    page.comeOnline()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(requests).toHaveLength(asked)
  })
})
