import fc from 'fast-check'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { checkOrigin, fetchAllowedOrigins, isOriginAllowed, matchesPattern } from '../../../core/api/checkOrigin.js'
import { createApiClient, type ApiClient } from '../../../core/api/createApiClient.js'
import { isApiError } from '../../../core/errors/ApiError.js'
import type { PorticoError } from '../../../core/errors/PorticoError.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { api, useApiServer } from './apiServer.js'

const { server, requests } = useApiServer()

const ORIGIN = 'http://127.0.0.1:3000'
const origins = (allowedOrigins: string[]) => http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins }))

function setup(options: Partial<KernelOptions> = {}) {
  const kernel = createTestKernel({ basic: false, ...options })
  const errors: PorticoError[] = []
  kernel.events.on('error', ({ error }) => void errors.push(error))
  const alert = () => kernel.store('notifications').getState().alert
  return { kernel, errors, alert }
}

describe('fetchAllowedOrigins', () => {
  it('rule: HTTP 429 gives RATE_LIMITED', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status: 429 })))
    const error = await fetchAllowedOrigins(createApiClient(createTestKernel())).catch((reason: unknown) => reason)
    expect(isApiError(error, 'API_RATE_LIMITED')).toBe(true)
  })

  it.each([500, 503, 599])('rule: HTTP %i gives SERVER_ERROR', async (status) => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status })))
    const error = await fetchAllowedOrigins(createApiClient(createTestKernel())).catch((reason: unknown) => reason)
    expect(isApiError(error, 'API_SERVER_ERROR')).toBe(true)
  })

  it.each([
    ['HTTP 404', () => new HttpResponse(null, { status: 404 })],
    ['HTTP 403', () => new HttpResponse(null, { status: 403 })],
    ['a body that is not JSON', () => HttpResponse.text('<html>')],
    ['a wrongly typed body', () => HttpResponse.json({ allowedOrigins: [1, 2] })],
  ])('rule: an answered request that fails (%s) gives an empty list', async (_, answer) => {
    server.use(http.get(api('/projects/v1/origins'), answer))
    await expect(fetchAllowedOrigins(createApiClient(createTestKernel()))).resolves.toEqual([])
  })

  it('rule: a request that got no answer (a network error) is not an empty list: the API refused nothing', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => HttpResponse.error()))
    const error = await fetchAllowedOrigins(createApiClient(createTestKernel())).catch((reason: unknown) => reason)
    expect(isApiError(error, 'API_NETWORK_ERROR')).toBe(true)
  })

  it('rule: a hanging server is not an empty list either: API_TIMEOUT at the timeout', async () => {
    vi.useFakeTimers()
    try {
      server.use(http.get(api('/projects/v1/origins'), () => delay('infinite')))
      const pending = fetchAllowedOrigins(createApiClient(createTestKernel())).catch((reason: unknown) => reason)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(isApiError(await pending, 'API_TIMEOUT')).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('checkOrigin', () => {
  it('rule: an allowed origin passes with no alert', async () => {
    server.use(origins(['https://other.example', ORIGIN]))
    const { kernel, alert, errors } = setup()
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'allowed' })
    expect(alert()).toBeUndefined()
    expect(errors).toEqual([])
  })

  it('rule: allowed origins support wildcard patterns', async () => {
    server.use(origins(['http://127.0.0.1:*']))
    const { kernel } = setup()
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'allowed' })
  })

  it('rule: an origin not on the list gives the origin-not-allowed alert', async () => {
    server.use(origins(['https://site.example']))
    const { kernel, alert, errors } = setup()
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'blocked', alert: 'ORIGIN_NOT_ALLOWED' })
    expect(alert()).toEqual({
      code: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed', description: 'Update your project settings to allow this origin', variant: 'error',
    })
    expect(errors.map((error) => error.code)).toEqual(['ORIGIN_NOT_ALLOWED'])
  })

  it('rule: other fetch failures give an empty list, so the origin is not allowed', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status: 404 })))
    const { kernel, alert } = setup()
    await checkOrigin(kernel)
    expect(alert()?.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it('rule: an unreachable provider API gives Configuration Unavailable, not Origin Not Allowed', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => HttpResponse.error()))
    const { kernel, alert, errors } = setup()
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'blocked', alert: 'CONFIGURATION_UNAVAILABLE' })
    expect(alert()).toEqual({
      code: 'CONFIGURATION_UNAVAILABLE',
      message: 'Configuration Unavailable',
      description: 'The app configuration did not load. It retries once you are online.',
      variant: 'warning',
    })
    expect(errors.map((error) => error.code)).toEqual(['CONFIGURATION_UNAVAILABLE'])
  })

  it('rule: without apiUrl there is no origin check: nothing is fetched and no alert shows', async () => {
    const { kernel, alert } = setup({ apiUrl: undefined })
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'skipped' })
    expect(requests).toEqual([])
    expect(alert()).toBeUndefined()
  })

  it('rule: RATE_LIMITED gives the rate-limited alert', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status: 429 })))
    const { kernel, alert } = setup()
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'blocked', alert: 'RATE_LIMITED' })
    expect(alert()).toEqual({ code: 'RATE_LIMITED', message: 'Rate Limited', description: 'Failed to get App Configuration', variant: 'error' })
  })

  it.each([500, 503])('rule: SERVER_ERROR (HTTP %i) gives the server-error alert with the cause message', async (status) => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status })))
    const { kernel, alert } = setup()
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'blocked', alert: 'SERVER_ERROR' })
    expect(alert()).toEqual({
      code: 'SERVER_ERROR',
      message: 'Server Error',
      description: `The provider API answered GET /projects/v1/origins with HTTP ${status}`,
      variant: 'error',
    })
  })

  it('rule: a missing project id gives project-not-configured and fetches nothing', async () => {
    const { kernel, alert } = setup({ projectId: '' })
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'blocked', alert: 'PROJECT_ID_NOT_CONFIGURED' })
    expect(alert()).toEqual({ code: 'PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured', variant: 'error' })
    expect(requests).toEqual([])
  })

  it('rule: a non-client environment (no origin) gives project-not-configured and fetches nothing', async () => {
    const { kernel, alert } = setup({ origin: undefined })
    expect(kernel.options.origin).toBeUndefined()
    await checkOrigin(kernel)
    expect(alert()?.code).toBe('PROJECT_ID_NOT_CONFIGURED')
    expect(requests).toEqual([])
  })

  it('rule: any other failure of the check gives project-not-configured', async () => {
    const { kernel, alert } = setup()
    const broken = { getAllowedOrigins: async () => undefined } as unknown as ApiClient
    await expect(checkOrigin(kernel, { client: broken })).resolves.toEqual({ status: 'blocked', alert: 'PROJECT_ID_NOT_CONFIGURED' })
    expect(alert()?.code).toBe('PROJECT_ID_NOT_CONFIGURED')
  })

  it('rule: the check runs only when email or social login is enabled', async () => {
    const off = setup({ features: { email: false, socials: false } })
    await expect(checkOrigin(off.kernel)).resolves.toEqual({ status: 'skipped' })
    const empty = setup({ features: { email: false, socials: [] } })
    await expect(checkOrigin(empty.kernel)).resolves.toEqual({ status: 'skipped' })
    expect(requests).toEqual([])
    expect(off.alert()).toBeUndefined()

    server.use(origins([]))
    const socialsOnly = setup({ features: { email: false, socials: ['google'] } })
    await expect(checkOrigin(socialsOnly.kernel)).resolves.toEqual({ status: 'blocked', alert: 'ORIGIN_NOT_ALLOWED' })
    expect(requests).toHaveLength(1)
  })

  it('rule: the check reads the features in force, after the remote configuration', async () => {
    const { kernel } = setup()
    kernel.store('options').setState((draft) => {
      draft.features.email = false
      draft.features.socials = false
    })
    await expect(checkOrigin(kernel)).resolves.toEqual({ status: 'skipped' })
    expect(requests).toEqual([])
  })
})

describe('isOriginAllowed', () => {
  it('rule: an origin on the list is allowed, one that is not is refused', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://other.example', 'https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com.evil.io'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })

  it('rule: "*" alone allows every origin', () => {
    expect(isOriginAllowed('https://anything.example', ['*'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5173', ['*'])).toBe(true)
  })

  it('rule: "*" matches one DNS label, never zero characters, dots or the scheme', () => {
    const patterns = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://my-app-2.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://a.b.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://app.example.com.evil.io', patterns)).toBe(false)
    expect(isOriginAllowed('https://evil.io/.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', patterns)).toBe(false)
  })

  it('rule: "*" can stand for a port or part of a label', () => {
    expect(isOriginAllowed('http://localhost:3000', ['http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://localhost', ['http://localhost:*'])).toBe(false)
    expect(isOriginAllowed('https://pr-42-preview.example.com', ['https://pr-*-preview.example.com'])).toBe(true)
    expect(isOriginAllowed('https://pr-preview.example.com', ['https://pr-*-preview.example.com'])).toBe(false)
  })

  it('rule: a "*" cannot reach across the scheme separator', () => {
    expect(matchesPattern('*.example.com', 'https://app.example.com')).toBe(false)
    expect(matchesPattern('*://app.example.com', 'https://app.example.com')).toBe(true)
    expect(matchesPattern('*://app.example.com', 'https://evil.io/://app.example.com')).toBe(false)
  })

  it('rule: regular-expression characters in a pattern are literal', () => {
    expect(isOriginAllowed('https://appxexample.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://aXexample.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://a.example.com', ['https://(a|b).example.com'])).toBe(false)
    expect(isOriginAllowed('https://(a|b).example.com', ['https://(a|b).example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.example.com', ['https://[a-z]+.example.com'])).toBe(false)
  })

  it('rule: a hostile pattern with many stars is answered quickly', () => {
    const pattern = `https://${'*-'.repeat(200)}*.example.com`
    const origin = `https://${'a'.repeat(1_500)}!`
    const started = performance.now()
    expect(isOriginAllowed(origin, [pattern])).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('property: a pattern without "*" matches only itself', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab.:/-*?+()[]^$\\|{}1'.split('')), maxLength: 12 })
    const pattern = text.filter((value) => value !== '' && !value.includes('*'))
    fc.assert(fc.property(pattern, text, (p, origin) => isOriginAllowed(origin, [p]) === (origin === p)))
    fc.assert(fc.property(pattern, (p) => isOriginAllowed(p, [p])))
    fc.assert(fc.property(fc.webUrl(), fc.webUrl(), (p, origin) => isOriginAllowed(origin, [p]) === (origin === p)))
  })

  it('property: a wildcard pattern never allows an origin on another scheme or with an extra label', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
    fc.assert(fc.property(label, label, (sub, extra) => {
      expect(isOriginAllowed(`https://${sub}.example.com`, ['https://*.example.com'])).toBe(true)
      expect(isOriginAllowed(`http://${sub}.example.com`, ['https://*.example.com'])).toBe(false)
      expect(isOriginAllowed(`https://${extra}.${sub}.example.com`, ['https://*.example.com'])).toBe(false)
    }))
  })
})
