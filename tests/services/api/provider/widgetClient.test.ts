import { describe, expect, it } from 'vitest'
import { checkOrigin } from '../../../../core/api/checkOrigin.js'
import { createAnalytics } from '../../../../core/api/createAnalytics.js'
import { createApiClient } from '../../../../core/api/createApiClient.js'
import { loadRemoteConfig } from '../../../../core/api/loadRemoteConfig.js'
import { isApiError } from '../../../../core/errors/ApiError.js'
import type { KernelOptions } from '../../../../core/options/types.js'
import { loadWalletImages } from '../../../../core/wallets/loadWalletImages.js'
import { searchWallets } from '../../../../core/wallets/searchWallets.js'
import { WALLET_IMAGE_FAILED } from '../../../../core/slices/walletsSlice.js'
import { LOCAL_PROJECT_ID } from '../../../../services/api/projects/localProject.js'
import { generateWallets } from '../../../../services/api/registry/generateWallets.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

const registry = generateWallets()

/**
 * The widget's own client code (core/api, core/wallets) against the real server: the proof that
 * the two agree on paths, parameters and response shapes.
 */
describe.each(databases())('the widget\'s client against the API on $name', (database) => {
  const api = useApi(database)
  const kernel = (options: Partial<KernelOptions> = {}) =>
    createTestKernel({ apiUrl: api.url, projectId: LOCAL_PROJECT_ID, origin: 'http://localhost:3000', ...options })

  it('rule: the client reads the project configuration, the origins and the analytics setting', async () => {
    const client = createApiClient(kernel())
    expect((await client.getProjectConfig()).features).toContainEqual({ id: 'multiWallet', isEnabled: true, config: null })
    expect(await client.getAllowedOrigins()).toEqual(['http://localhost:*', 'http://127.0.0.1:*'])
    expect(await client.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
  })

  it('rule: the client pages, filters and searches the registry', async () => {
    const client = createApiClient(kernel())
    const first = await client.getWallets({ page: 1, entries: 40 })
    expect(first.count).toBe(registry.length)
    expect(first.data).toHaveLength(40)
    const filtered = await client.getWallets({
      page: 1, entries: 100, include: [], exclude: ['portico-exchange'], chains: ['eip155:31337', 'eip155:31338'], badge_type: 'certified',
    })
    expect(filtered.data.length).toBeGreaterThan(0)
    expect(filtered.data.every((wallet) => wallet.badge_type === 'certified' && wallet.id !== 'portico-exchange')).toBe(true)
    const found = await client.getWallets({ search: 'portico demo' })
    expect(found.data.map((wallet) => wallet.id)).toEqual(['portico-demo-wallet'])
    expect(found.data[0]?.rdns).toBe('dev.portico.demo-wallet')
  })

  it('rule: the client fetches wallet, network, currency and token images as image blobs', async () => {
    const client = createApiClient(kernel())
    await client.getWallets({ include: ['portico-exchange'] })
    for (const blob of [
      await client.fetchWalletImage('portico-exchange'),
      await client.fetchAssetImage('eip155-8453'),
      await client.fetchCurrencyImage('USD'),
      await client.fetchTokenImage('ETH'),
    ]) {
      expect(blob.type).toBe('image/svg+xml')
      expect(await blob.text()).toMatch(/^<svg /)
    }
  })

  it('rule: the client\'s analytics events are stored', async () => {
    const client = createApiClient(kernel())
    await client.sendEvent({ eventId: 'widget-client-event', url: 'http://localhost:3000/', domain: 'localhost', timestamp: 5, props: { type: 'track', event: 'X' } })
    expect(await api.sql.query("SELECT event_id FROM analytics_events WHERE event_id = 'widget-client-event'")).toHaveLength(1)
    const reporter = createAnalytics(kernel())
    await reporter.track('CONNECT_SUCCESS', { method: 'browser' })
    const rows = await api.sql.query<{ props: Record<string, unknown> }>(
      "SELECT props FROM analytics_events WHERE props->>'event' = 'CONNECT_SUCCESS'")
    expect(rows.map((row) => row.props)).toContainEqual({ type: 'track', event: 'CONNECT_SUCCESS', properties: { method: 'browser' } })
  })

  it('rule: loadRemoteConfig applies the project\'s features to the kernel', async () => {
    const k = kernel({ basic: false })
    const result = await loadRemoteConfig(k)
    expect(result.status).toBe('loaded')
    expect(result.features).toMatchObject({ email: false, socials: false, swaps: false, onramp: false, activity: true, branding: true, multiWallet: true })
  })

  it('rule: an unknown project id fails the remote configuration with HTTP 403', async () => {
    const result = await loadRemoteConfig(kernel({ basic: false, projectId: 'not-a-project' }))
    expect(result.status).toBe('failed')
    expect(isApiError(result.error, 'API_HTTP_ERROR') && result.error.status).toBe(403)
  })

  it('rule: the origin check passes a loopback page and blocks a foreign one', async () => {
    await expect(checkOrigin(kernel({ features: { email: true } }))).resolves.toEqual({ status: 'allowed' })
    await expect(checkOrigin(kernel({ features: { email: true }, origin: 'https://evil.example' })))
      .resolves.toEqual({ status: 'blocked', alert: 'ORIGIN_NOT_ALLOWED' })
  })

  it('rule: the kernel\'s wallet search and image loading work end to end', async () => {
    const k = kernel()
    const results = await searchWallets(k, 'portico sol')
    expect(results.map((wallet) => wallet.id)).toEqual(['portico-solana-1', 'portico-solana-2'])
    await loadWalletImages(k, ['portico-solana-1', 'portico-solana-2'])
    const images = k.store('wallets').getState().images
    expect(images['portico-solana-1']).toBeDefined()
    expect(images['portico-solana-1']).not.toBe(WALLET_IMAGE_FAILED)
    expect(images['portico-solana-2']).not.toBe(WALLET_IMAGE_FAILED)
  })
})
