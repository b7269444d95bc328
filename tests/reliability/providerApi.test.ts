// @vitest-environment happy-dom
// The fault matrix of issue 5 for the provider API (SPEC sections 7 and 8): each fault of each
// endpoint, on a site rendered with the real modal.
import { act, fireEvent } from '@testing-library/react'
import { http, HttpResponse, type HttpResponseResolver } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../core/actions/modalActions.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { KernelOptions } from '../../core/options/types.js'
import { WALLET_IMAGE_FAILED } from '../../core/slices/walletsSlice.js'
import { fetchRecommendedWallets } from '../../core/wallets/fetchRecommendedWallets.js'
import { fetchWalletsPage } from '../../core/wallets/fetchWalletsPage.js'
import { loadWalletImages } from '../../core/wallets/loadWalletImages.js'
import { api, useApiServer } from '../core/api/apiServer.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { mockChainPlugin } from '../helpers/mockChainPlugin.js'
import { mockPairingPlugin } from '../helpers/mockLoginPlugin.js'
import {
  alertOf, expectModalUsable, expectUnchanged, findInModal, findView, fulfilment, modal, renderSite, snapshot, tearDownFaults, until,
} from './faultKit.js'

const { server, requests } = useApiServer()
const kernels: Kernel[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  // happy-dom lays nothing out: the All Wallets grid gets the size it has in the modal.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
  heal()
})
afterEach(() => tearDownFaults(kernels))

const ORIGIN = 'http://127.0.0.1:3000'
const WALLETS = [
  { id: 'w1', name: 'Wallet One', image_id: 'img-w1' },
  { id: 'w2', name: 'Wallet Two', image_id: 'img-w2' },
]
const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])

/** A provider API that answers everything well; each test breaks one endpoint. */
const healthy = [
  http.get(api('/appkit/v1/config'), () => HttpResponse.json({ features: [] })),
  http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: [ORIGIN] })),
  http.get(api('/getWallets'), () => HttpResponse.json({ count: WALLETS.length, data: WALLETS })),
  http.get(api('/getWalletImage/:id'), () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })),
]

/** Back to a provider API that answers everything well; a fault a test adds with server.use wins over it. */
function heal() {
  server.resetHandlers()
  server.use(...healthy)
}

/** SPEC section 8's faults, as the provider API could answer any GET. */
type Fault = [name: string, answer: HttpResponseResolver]
const hangs: HttpResponseResolver = () => new Promise<never>(() => {})
const statusFaults: Fault[] = [
  ['HTTP 429', () => new HttpResponse('slow down', { status: 429 })],
  ['HTTP 500', () => new HttpResponse('oops', { status: 500 })],
  ['HTTP 503', () => new HttpResponse('maintenance', { status: 503 })],
]
const malformed: HttpResponseResolver = () => new HttpResponse('{"features": [', { headers: { 'content-type': 'application/json' } })

/** A site on the provider API: email login on (so the origin is checked), remote configuration loaded at start. */
function site(options: Partial<KernelOptions> = {}) {
  const kernel = createTestKernel(
    { basic: false, features: { email: true }, isMobile: () => false, ...options },
    { services: { remoteConfig: true } },
  )
  // Registry listings show only where a pairing login takes them (as walletConnect() does on a real site).
  kernel.use(mockChainPlugin().plugin).use(mockPairingPlugin())
  kernels.push(kernel)
  return kernel
}

/**
 * Starts the site, rendered as a page with the modal, and waits (in fake time) for start to settle,
 * then for the remote configuration, which start no longer waits for (issue 21).
 */
async function startSite(kernel: Kernel) {
  // Started before the provider mounts, which would otherwise start it and make this call a no-op.
  const started = kernel.start()
  renderSite(kernel)
  await fulfilment(started, { budgetMs: 25_000 })
  await fulfilment(until(() => ['loaded', 'failed', 'skipped'].includes(kernel.store('options').getState().remoteConfigStatus)), { budgetMs: 25_000 })
}

/** The origin check has asked and its answer (or failure) has come: the alert it shows, if any, is in. */
async function originChecked(kernel: Kernel, expected: string | undefined) {
  await fulfilment(until(() => requests.some((url) => url.pathname === '/projects/v1/origins') && alertOf(kernel)?.code === expected), { budgetMs: 25_000 })
}

const UNAVAILABLE = {
  code: 'CONFIGURATION_UNAVAILABLE',
  message: 'Configuration Unavailable',
  description: 'The app configuration did not load. It retries once you are online.',
  variant: 'warning',
}

async function openOn(kernel: Kernel, view?: 'AllWallets') {
  act(() => openModal(kernel, view ? { view } : {}))
}

const localFeatures = (kernel: Kernel) => kernel.options.features

/** The configuration loaded (it names no feature, so the local ones stay): the origin fault touched nothing else. */
function expectConfigIntact(kernel: Kernel) {
  expect(kernel.store('options').getState()).toMatchObject({ remoteConfigStatus: 'loaded', features: localFeatures(kernel), warnings: [] })
}

describe('fault matrix: GET /appkit/v1/config', () => {
  it.each([
    ['HTTP 429', 429, { code: 'RATE_LIMITED', message: 'Rate Limited', description: 'Failed to get App Configuration' }],
    ['HTTP 500', 500, { code: 'SERVER_ERROR', message: 'Server Error', description: 'Failed to get App Configuration' }],
    ['HTTP 503', 503, { code: 'SERVER_ERROR', message: 'Server Error', description: 'Failed to get App Configuration' }],
  ] as const)('fault: the config answers %s → SPEC\'s alert shows in the modal, start settles, the local features stay', async (_, status, alert) => {
    server.use(http.get(api('/appkit/v1/config'), () => new HttpResponse(null, { status })))
    const kernel = site()
    await startSite(kernel)

    expect(alertOf(kernel)).toEqual({ ...alert, variant: 'error' })
    await openOn(kernel)
    expect(await findInModal(alert.message)).toBeTruthy()
    expect(modal().getByText(alert.description)).toBeTruthy()
    const options = kernel.store('options').getState()
    expect(options.remoteConfigStatus).toBe('failed')
    expect(options.features).toEqual(localFeatures(kernel))
    expect(options.warnings).toEqual([])
    expectModalUsable(kernel)
  })

  it('fault: the config never answers → start settles at once; at the timeout Configuration Unavailable shows (the API refused nothing), no origin check, the local features stay', async () => {
    server.use(http.get(api('/appkit/v1/config'), hangs))
    const kernel = site()
    // No fake time passes: start resolves while the request is still waiting (before, it held start for the 10 s).
    await fulfilment(kernel.start(), { budgetMs: 0 })
    renderSite(kernel)
    expect(kernel.store('options').getState().remoteConfigStatus).toBe('loading')
    await fulfilment(until(() => kernel.store('options').getState().remoteConfigStatus === 'failed'), { budgetMs: 25_000 })

    expect(alertOf(kernel)).toEqual(UNAVAILABLE)
    expect(requests.map((url) => url.pathname)).toEqual(['/appkit/v1/config'])
    expect(kernel.store('options').getState()).toMatchObject({ remoteConfigStatus: 'failed', features: localFeatures(kernel) })
    await openOn(kernel)
    expect(await findInModal('Configuration Unavailable')).toBeTruthy()
    expect(modal().queryByText('Origin Not Allowed')).toBeNull()
    expectModalUsable(kernel)
  })

  it.each<Fault>([
    ['malformed JSON', malformed],
    ['wrong types', () => HttpResponse.json({ features: [{ id: 'email', isEnabled: 'yes' }] })],
    ['a body of the wrong shape', () => HttpResponse.json([1, 2, 3])],
  ])('fault: the config answers with %s → no alert (SPEC gives none), start settles, the local features stay', async (_, answer) => {
    server.use(http.get(api('/appkit/v1/config'), answer))
    const kernel = site()
    await startSite(kernel)
    await originChecked(kernel, undefined)

    expect(alertOf(kernel)).toBeUndefined()
    const options = kernel.store('options').getState()
    expect(options.remoteConfigStatus).toBe('failed')
    expect(options.features).toEqual(localFeatures(kernel))
    // The origin check still ran with the features in force, and passed.
    await openOn(kernel)
    expect(await findInModal('Connect Wallet')).toBeTruthy()
    expect(modal().queryByRole('alert')).toBeNull()
    expectModalUsable(kernel)
  })
})

describe('fault matrix: GET /projects/v1/origins', () => {
  const originNotAllowed = { code: 'ORIGIN_NOT_ALLOWED', message: 'Origin Not Allowed', description: 'Update your project settings to allow this origin', variant: 'error' }

  it('fault: the origin is not on the allowed list → "Origin Not Allowed" shows, start settles, the loaded features stay', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: ['https://someone-else.example'] })))
    const kernel = site()
    await startSite(kernel)
    await originChecked(kernel, 'ORIGIN_NOT_ALLOWED')
    expect(alertOf(kernel)).toEqual(originNotAllowed)
    await openOn(kernel)
    expect(await findInModal('Origin Not Allowed')).toBeTruthy()
    expectConfigIntact(kernel)
    expectModalUsable(kernel)
  })

  it('fault: the origins answer HTTP 429 → "Rate Limited" shows and start settles', async () => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status: 429 })))
    const kernel = site()
    await startSite(kernel)
    await originChecked(kernel, 'RATE_LIMITED')
    expect(alertOf(kernel)).toEqual({ code: 'RATE_LIMITED', message: 'Rate Limited', description: 'Failed to get App Configuration', variant: 'error' })
    await openOn(kernel)
    expect(await findInModal('Rate Limited')).toBeTruthy()
    expectConfigIntact(kernel)
    expectModalUsable(kernel)
  })

  it.each([500, 503])('fault: the origins answer HTTP %i → "Server Error" with the cause message shows, and start settles', async (status) => {
    server.use(http.get(api('/projects/v1/origins'), () => new HttpResponse(null, { status })))
    const kernel = site()
    await startSite(kernel)
    await originChecked(kernel, 'SERVER_ERROR')
    const cause = `The provider API answered GET /projects/v1/origins with HTTP ${status}`
    expect(alertOf(kernel)).toEqual({ code: 'SERVER_ERROR', message: 'Server Error', description: cause, variant: 'error' })
    await openOn(kernel)
    expect(await findInModal('Server Error')).toBeTruthy()
    expect(modal().getByText(cause)).toBeTruthy()
    expectConfigIntact(kernel)
    expectModalUsable(kernel)
  })

  it('fault: the origins never answer → at the timeout Configuration Unavailable shows, not "Origin Not Allowed", and start settles', async () => {
    server.use(http.get(api('/projects/v1/origins'), hangs))
    const kernel = site()
    await startSite(kernel)
    await originChecked(kernel, 'CONFIGURATION_UNAVAILABLE')
    expect(alertOf(kernel)).toEqual(UNAVAILABLE)
    expectConfigIntact(kernel)
    await openOn(kernel)
    expect(await findInModal('Configuration Unavailable')).toBeTruthy()
    expectModalUsable(kernel)
  })

  it.each<Fault>([
    ['malformed JSON', malformed],
    ['wrong types', () => HttpResponse.json({ allowedOrigins: [42, null] })],
    ['a body of the wrong shape', () => HttpResponse.json({ origins: ORIGIN })],
  ])('fault: the origins answer with %s → SPEC\'s empty list, so "Origin Not Allowed" shows, and start settles', async (_, answer) => {
    server.use(http.get(api('/projects/v1/origins'), answer))
    const kernel = site()
    const before = snapshot(kernel, ['wallets'])
    await startSite(kernel)
    await originChecked(kernel, 'ORIGIN_NOT_ALLOWED')
    expect(alertOf(kernel)).toEqual(originNotAllowed)
    expectUnchanged(kernel, before)
    expectConfigIntact(kernel)
    await openOn(kernel)
    expect(await findInModal('Origin Not Allowed')).toBeTruthy()
    expectModalUsable(kernel)
  })
})

describe('fault matrix: GET /getWallets', () => {
  it.each<Fault>([
    ...statusFaults,
    ['a timeout', hangs],
    ['malformed JSON', malformed],
    ['wrong types', () => HttpResponse.json({ count: 'two', data: [{ id: 7, name: ['x'] }] })],
  ])('fault: getWallets answers %s → the lists show their error with a retry, and the retry loads them', async (_, answer) => {
    server.use(http.get(api('/getWallets'), answer))
    const kernel = site({ basic: true })
    await startSite(kernel)
    const before = snapshot(kernel, ['chains', 'connections'])

    // Connect: the recommended wallets fail; the visitor gets a retry row.
    await openOn(kernel)
    await findView('Connect')
    await fulfilment(Promise.all([fetchRecommendedWallets(kernel), fetchWalletsPage(kernel, { page: 1 })]))
    const retryRow = (await findInModal('The wallet list could not be loaded')).closest('button')!
    expect(retryRow.textContent).toContain('Try again')
    // All Wallets: the first page fails again; the list says why, with Try again.
    fireEvent.click(modal().getByRole('button', { name: /All Wallets/ }))
    await findView('AllWallets')
    await fulfilment(fetchWalletsPage(kernel, { page: 1 }))
    const error = kernel.store('wallets').getState().error!
    expect(error).toMatch(/^The provider API /)
    expect((await findInModal(error)).closest('[role="alert"]')).toBeTruthy()
    expect(kernel.store('wallets').getState()).toMatchObject({ listings: [], count: 0, page: 0, status: 'error', recommendedStatus: 'error' })

    heal()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await fulfilment(fetchWalletsPage(kernel, { page: 1 }))
    expect(await findInModal('Wallet One')).toBeTruthy()
    expect(kernel.store('wallets').getState()).toMatchObject({ count: 2, page: 1, status: 'loaded', error: undefined })

    // Back on Connect, the recommended wallets load again on their own.
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await findView('Connect')
    await fulfilment(fetchRecommendedWallets(kernel))
    expect(await findInModal('Wallet Two')).toBeTruthy()
    expect(modal().queryByText('The wallet list could not be loaded')).toBeNull()
    expect(kernel.store('wallets').getState().recommendedStatus).toBe('loaded')
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })
})

describe('fault matrix: GET /getWalletImage/{id}', () => {
  it.each<Fault>([
    ...statusFaults,
    ['a timeout (past the 2 s preload)', hangs],
    ['HTML instead of an image', () => HttpResponse.html('<script>alert(1)</script>')],
    ['JSON instead of an image', () => HttpResponse.json({ image: 'nope' })],
  ])('fault: a wallet image answers %s → the row shows its initials, the wallet stays listed and pickable', async (_, answer) => {
    server.use(http.get(api('/getWalletImage/:id'), (info) =>
      info.params.id === 'img-w1' || info.params.id === 'w1' ? answer(info) : new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })))
    const kernel = site({ basic: true })
    await startSite(kernel)
    await openOn(kernel)
    await findView('Connect')
    await fulfilment(fetchRecommendedWallets(kernel))
    await fulfilment(loadWalletImages(kernel, ['w1', 'w2']))

    const { images, recommended, recommendedStatus } = kernel.store('wallets').getState()
    expect(recommendedStatus).toBe('loaded')
    expect(recommended.map((wallet) => wallet.id)).toEqual(['w1', 'w2'])
    expect(images.w1).toBe(WALLET_IMAGE_FAILED)
    expect(images.w2).toMatch(/^(blob|data):/)
    const row = (await findInModal('Wallet One')).closest('button')!
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('.pc-image')?.textContent).toBe('WO')
    expect(modal().getByText('Wallet Two').closest('button')!.querySelector('img')).not.toBeNull()
    expect(modal().getAllByRole('button', { name: /Wallet One/ })).toHaveLength(1)

    fireEvent.click(row)
    expect(kernel.store('router').getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'w1' } } })
    expectModalUsable(kernel)
  })
})
