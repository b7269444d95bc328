// isolate: own module graph. The file counts every request its msw server hears; in a worker shared with other
// files, a request left over from one of theirs (a stray fetch after its servers stopped) was heard twice.
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { showAlert } from '../../../core/actions/notifications.js'
import { LOCAL_CONFIG_IGNORED, loadRemoteConfig } from '../../../core/api/loadRemoteConfig.js'
import { defaultFeatures } from '../../../core/options/defaultOptions.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { api, useApiServer } from './apiServer.js'

const { server, requests } = useApiServer()

type Entry = { id: string; isEnabled?: unknown; config?: unknown }
const remote = (features: Entry[]) => http.get(api('/appkit/v1/config'), () => HttpResponse.json({ features }))

const ALL_REMOTE: Entry[] = [
  { id: 'email', isEnabled: false },
  { id: 'socials', isEnabled: true, config: ['github', 'google'] },
  { id: 'swaps', isEnabled: false },
  { id: 'onramp', isEnabled: true, config: ['meld'] },
  { id: 'activity', isEnabled: false },
  { id: 'branding', isEnabled: false },
  { id: 'multiWallet', isEnabled: true },
]

function setup(options: Partial<KernelOptions> = {}) {
  const kernel = createTestKernel({ basic: false, ...options })
  const warnings: string[] = []
  kernel.events.on('options:warning', ({ message }) => void warnings.push(message))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const state = () => kernel.store('options').getState()
  const alert = () => kernel.store('notifications').getState().alert
  return { kernel, warnings, warn, state, alert }
}

describe('loadRemoteConfig', () => {
  it('rule: remote values override local ones', async () => {
    server.use(remote(ALL_REMOTE))
    const { kernel, state, warn } = setup()
    const result = await loadRemoteConfig(kernel)
    expect(state().features).toEqual({
      ...defaultFeatures(),
      email: false, socials: ['github', 'google'], swaps: false, onramp: true, activity: false, branding: false, multiWallet: true,
    })
    expect(state().remoteConfigStatus).toBe('loaded')
    expect(result).toMatchObject({ status: 'loaded', onrampProviders: ['meld'], overridden: [] })
    expect(state().warnings).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('rule: overriding a value the site set warns once with "Local configuration ignored"', async () => {
    server.use(remote(ALL_REMOTE))
    const { kernel, state, warn, warnings } = setup({ features: { email: true, socials: ['google'], multiWallet: true, send: false } })
    const result = await loadRemoteConfig(kernel)
    await loadRemoteConfig(kernel)

    expect(result.overridden).toEqual(['email', 'socials'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('Local configuration ignored', ['email', 'socials'])
    expect(LOCAL_CONFIG_IGNORED).toBe('Local configuration ignored')
    expect(state().warnings).toEqual(['Local configuration ignored'])
    expect(warnings).toEqual(['Local configuration ignored'])
    expect(state().features).toMatchObject({ email: false, socials: ['github', 'google'], multiWallet: true, send: false })
  })

  it('rule: a site value equal to the remote one, or a default the site never set, is not a warning', async () => {
    server.use(remote([{ id: 'email', isEnabled: false }, { id: 'socials', isEnabled: false }, { id: 'swaps', isEnabled: false }]))
    const { kernel, state, warn } = setup({ features: { email: false, socials: [] } })
    await loadRemoteConfig(kernel)
    expect(state().features).toMatchObject({ email: false, socials: false, swaps: false })
    expect(state().warnings).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('rule: with debug off the warning is kept and emitted but not logged', async () => {
    server.use(remote([{ id: 'email', isEnabled: false }]))
    const { kernel, state, warn, warnings } = setup({ debug: false, features: { email: true } })
    await loadRemoteConfig(kernel)
    expect(warn).not.toHaveBeenCalled()
    expect(state().warnings).toEqual(['Local configuration ignored'])
    expect(warnings).toEqual(['Local configuration ignored'])
  })

  it('rule: a feature the response does not name keeps its local value', async () => {
    server.use(remote([{ id: 'swaps', isEnabled: false }]))
    const { kernel, state } = setup({ features: { activity: false } })
    await loadRemoteConfig(kernel)
    expect(state().features).toEqual({ ...defaultFeatures(), activity: false, swaps: false })
  })

  it('rule: unknown feature ids are ignored, whatever their shape', async () => {
    server.use(remote([
      { id: 'teleport', isEnabled: true },
      { id: 'hologram', isEnabled: 'maybe', config: { nested: true } },
      { id: '__proto__', isEnabled: true },
      { id: 'email', isEnabled: false },
    ]))
    const { kernel, state } = setup()
    await expect(loadRemoteConfig(kernel)).resolves.toMatchObject({ status: 'loaded' })
    expect(state().features).toEqual({ ...defaultFeatures(), email: false })
    expect(Object.hasOwn(state().features, 'teleport')).toBe(false)
  })

  it('rule: the first entry of a repeated feature id wins', async () => {
    server.use(remote([{ id: 'swaps', isEnabled: false }, { id: 'swaps', isEnabled: true }]))
    const { kernel, state } = setup()
    await loadRemoteConfig(kernel)
    expect(state().features.swaps).toBe(false)
  })

  it.each([
    ['a string', 'meld', []],
    ['a mixed array', ['meld', 7], []],
    ['an object', { providers: ['meld'] }, []],
    ['no config', undefined, []],
    ['an array of strings', ['meld', 'coinbase'], ['meld', 'coinbase']],
  ])('rule: on-ramp provider names must be an array of strings, otherwise no providers (%s)', async (_, config, expected) => {
    server.use(remote([{ id: 'onramp', isEnabled: true, config }]))
    const { kernel, state } = setup()
    await expect(loadRemoteConfig(kernel)).resolves.toMatchObject({ onrampProviders: expected })
    expect(state().features.onramp).toBe(true)
  })

  it('rule: a disabled on-ramp has no providers', async () => {
    server.use(remote([{ id: 'onramp', isEnabled: false, config: ['meld'] }]))
    const { kernel, state } = setup()
    await expect(loadRemoteConfig(kernel)).resolves.toMatchObject({ onrampProviders: [] })
    expect(state().features.onramp).toBe(false)
  })

  it('rule: enabled socials keep only supported provider names; none means socials off', async () => {
    server.use(remote([{ id: 'socials', isEnabled: true, config: ['google', 'myspace', 'google', 'x'] }]))
    const first = setup()
    await loadRemoteConfig(first.kernel)
    expect(first.state().features.socials).toEqual(['google', 'x'])

    server.use(remote([{ id: 'socials', isEnabled: true, config: 'google' }]))
    const second = setup()
    await loadRemoteConfig(second.kernel)
    expect(second.state().features.socials).toBe(false)
  })

  it('rule: basic mode fetches nothing and turns every remote feature off', async () => {
    const { kernel, state } = setup({ basic: true, features: { email: true, multiWallet: true } })
    await expect(loadRemoteConfig(kernel)).resolves.toMatchObject({ status: 'skipped' })
    expect(requests).toEqual([])
    expect(state().remoteConfigStatus).toBe('skipped')
    expect(state().features).toEqual({
      ...defaultFeatures(),
      email: false, socials: false, swaps: false, onramp: false, activity: false, branding: false, multiWallet: false,
    })
  })

  it('rule: the status is loading while the configuration is fetched', async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(http.get(api('/appkit/v1/config'), async () => {
      await released
      return HttpResponse.json({ features: [] })
    }))
    const { kernel, state } = setup()
    const pending = loadRemoteConfig(kernel)
    expect(state().remoteConfigStatus).toBe('loading')
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    release()
    await pending
    expect(state().remoteConfigStatus).toBe('loaded')
  })

  it.each([
    ['HTTP 404', () => new HttpResponse(null, { status: 404 })],
    ['a body that is not JSON', () => HttpResponse.text('{')],
    ['a wrongly typed body', () => HttpResponse.json({ features: [{ id: 'email', isEnabled: 1 }] })],
  ])('rule: on %s the local features stay, status failed, no alert', async (_, answer) => {
    server.use(http.get(api('/appkit/v1/config'), answer))
    const { kernel, state, alert } = setup({ features: { swaps: false } })
    const result = await loadRemoteConfig(kernel)
    expect(result.status).toBe('failed')
    expect(state().remoteConfigStatus).toBe('failed')
    expect(state().features).toEqual({ ...defaultFeatures(), swaps: false })
    expect(alert()).toBeUndefined()
  })

  it('rule: a provider API that gives no answer (a network error) keeps the local features and shows Configuration Unavailable', async () => {
    server.use(http.get(api('/appkit/v1/config'), () => HttpResponse.error()))
    const { kernel, state, alert } = setup({ features: { swaps: false } })
    const result = await loadRemoteConfig(kernel)
    expect(result).toMatchObject({ status: 'failed', unreachable: true })
    expect(state().features).toEqual({ ...defaultFeatures(), swaps: false })
    expect(alert()).toEqual({
      code: 'CONFIGURATION_UNAVAILABLE',
      message: 'Configuration Unavailable',
      description: 'The app configuration did not load. It retries once you are online.',
      variant: 'warning',
    })
  })

  it('rule: a provider API that never answers is unreachable too, at the 10 s timeout', async () => {
    vi.useFakeTimers()
    try {
      server.use(http.get(api('/appkit/v1/config'), () => delay('infinite')))
      const { kernel, alert } = setup()
      const pending = loadRemoteConfig(kernel)
      await vi.advanceTimersByTimeAsync(10_000)
      await expect(pending).resolves.toMatchObject({ status: 'failed', unreachable: true })
      expect(alert()?.code).toBe('CONFIGURATION_UNAVAILABLE')
    } finally {
      vi.useRealTimers()
    }
  })

  it('rule: once the provider API answers again, Configuration Unavailable goes; another alert it showed stays', async () => {
    server.use(http.get(api('/appkit/v1/config'), () => HttpResponse.error()))
    const { kernel, state, alert } = setup()
    await loadRemoteConfig(kernel)
    expect(alert()?.code).toBe('CONFIGURATION_UNAVAILABLE')
    server.use(remote([{ id: 'multiWallet', isEnabled: true }]))
    await loadRemoteConfig(kernel)
    expect(alert()).toBeUndefined()
    expect(state()).toMatchObject({ remoteConfigStatus: 'loaded', features: { multiWallet: true } })

    showAlert(kernel, { code: 'MULTI_WALLET_NOT_ENABLED' })
    await loadRemoteConfig(kernel)
    expect(alert()?.code).toBe('MULTI_WALLET_NOT_ENABLED')
  })

  it('rule: without apiUrl there is no remote configuration: nothing is fetched, the local features stand, status skipped', async () => {
    const { kernel, state, alert } = setup({ apiUrl: undefined, features: { multiWallet: true } })
    await expect(loadRemoteConfig(kernel)).resolves.toMatchObject({ status: 'skipped' })
    expect(requests).toEqual([])
    expect(state()).toMatchObject({ remoteConfigStatus: 'skipped', features: { ...defaultFeatures(), multiWallet: true } })
    expect(alert()).toBeUndefined()
  })

  it('rule: HTTP 429 keeps local features and shows the rate-limited alert', async () => {
    server.use(http.get(api('/appkit/v1/config'), () => new HttpResponse(null, { status: 429 })))
    const { kernel, state, alert } = setup()
    await loadRemoteConfig(kernel)
    expect(state().features).toEqual(defaultFeatures())
    expect(alert()).toEqual({ code: 'RATE_LIMITED', message: 'Rate Limited', description: 'Failed to get App Configuration', variant: 'error' })
  })

  it.each([500, 503])('rule: HTTP %i keeps local features and shows the server-error alert', async (status) => {
    server.use(http.get(api('/appkit/v1/config'), () => new HttpResponse(null, { status })))
    const { kernel, state, alert } = setup()
    await loadRemoteConfig(kernel)
    expect(state().remoteConfigStatus).toBe('failed')
    expect(alert()).toEqual({ code: 'SERVER_ERROR', message: 'Server Error', description: 'Failed to get App Configuration', variant: 'error' })
  })

  it.each([401, 403])('rule: HTTP %i (a project id the provider API does not know) keeps local features and shows Invalid Project ID', async (status) => {
    server.use(http.get(api('/appkit/v1/config'), () => new HttpResponse(null, { status })))
    const { kernel, state, alert } = setup()
    const result = await loadRemoteConfig(kernel)
    expect(result).toMatchObject({ status: 'failed', invalidProject: true })
    expect(state().features).toEqual(defaultFeatures())
    expect(alert()).toEqual({ code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID', variant: 'error' })
  })

  it('rule: a missing project id shows project-not-configured and fetches nothing', async () => {
    const { kernel, state, alert } = setup({ projectId: '' })
    await expect(loadRemoteConfig(kernel)).resolves.toMatchObject({ status: 'failed' })
    expect(requests).toEqual([])
    expect(state().features).toEqual(defaultFeatures())
    expect(alert()?.code).toBe('PROJECT_ID_NOT_CONFIGURED')
  })
})
