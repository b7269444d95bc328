import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importRegistry, type ImportRegistryOptions } from '../../../../services/api/registry/importRegistry.js'
import { runImport } from '../../../../scripts/importRegistry.js'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'
import recorded from './fixtures/registryPages.json' with { type: 'json' }

const REGISTRY = 'https://registry.example'
const PROJECT = 'site-own-project-id'
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])
const ids = Object.keys(recorded.pages[0]!.listings)

// The registry is msw's; the API under test runs on loopback and passes through.
const server = setupServer()
const asked: URL[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => {
  server.resetHandlers()
  asked.length = 0
})
afterAll(() => server.close())
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url)
  if (url.hostname !== '127.0.0.1') asked.push(url)
})

/** The recorded pages, and a PNG logo for every image id but the ones `logos` overrides. */
function serveRegistry(logos: Record<string, () => Response> = {}) {
  server.use(
    http.get(`${REGISTRY}/v3/wallets`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'))
      return HttpResponse.json(recorded.pages[page - 1] ?? { listings: {}, count: 0, total: 4 })
    }),
    http.get(`${REGISTRY}/v3/logo/md/:imageId`, ({ params }) =>
      logos[String(params.imageId)]?.() ?? new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })),
  )
}

const options = (extra: Partial<ImportRegistryOptions> = {}): ImportRegistryOptions =>
  ({ registryUrl: REGISTRY, projectId: PROJECT, entries: 3, warn: () => {}, ...extra })

describe.each(databases())('registry:import on $name', (database) => {
  const api = useApi(database)
  const listed = async (query: Record<string, string> = {}) =>
    (await (await api.call('/getWallets', { entries: '100', ...query })).json()) as { count: number; data: { id: string; name: string }[] }

  it('rule: a malformed registry page writes nothing', async () => {
    const before = await listed()
    server.use(
      http.get(`${REGISTRY}/v3/wallets`, ({ request }) => new URL(request.url).searchParams.get('page') === '1'
        ? HttpResponse.json(recorded.pages[0])
        : HttpResponse.json({ listings: { x: { id: 'x', name: 42, image_id: 'y' } } })),
    )
    await expect(importRegistry(api.sql, options())).rejects.toThrow(/page 2 is not a registry page .*nothing was written/)
    expect(await listed()).toEqual(before)
  })

  it('rule: a registry answering an error status writes nothing', async () => {
    const before = await listed()
    server.use(http.get(`${REGISTRY}/v3/wallets`, () => new HttpResponse('nope', { status: 503 })))
    await expect(importRegistry(api.sql, options())).rejects.toThrow(/HTTP 503; nothing was written/)
    expect(await listed()).toEqual(before)
  })

  it('rule: imported listings come first with their links and chains, and the demo wallets stay', async () => {
    serveRegistry()
    const warn = vi.fn()
    const report = await importRegistry(api.sql, options({ warn }))
    expect(report).toEqual({ wallets: 3, logos: 3, skipped: 1 })
    // The listing cache notices the registry's new version within a second.
    await expect.poll(async () => (await listed()).data.slice(0, 3).map((wallet) => wallet.name), { timeout: 3_000 })
      .toEqual(['Quillfeather Wallet', 'Tidewater Vault', 'Lanternfish'])
    const { data } = await listed()
    expect(data.map((wallet) => wallet.id)).toEqual(expect.arrayContaining(['portico-demo-wallet', 'portico-exchange']))
    const [quill] = await api.sql.query<Record<string, unknown>>('SELECT * FROM wallets WHERE id = $1', [ids[0]])
    expect(quill).toMatchObject({
      mobile_link: 'quillfeather://', webapp_link: 'https://app.quillfeather.example', app_store: 'https://apps.apple.example/quillfeather',
      play_store: 'https://play.example/quillfeather', chrome_store: 'https://chrome.example/quillfeather', rdns: 'example.quillfeather',
      badge_type: 'certified', chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    const [tide] = await api.sql.query<Record<string, unknown>>('SELECT mobile_link, desktop_link FROM wallets WHERE id = $1', [ids[1]])
    expect(tide).toEqual({ mobile_link: 'https://tidewater.example/wc', desktop_link: 'tidewater:' })
    // The listing named like a demo wallet is skipped, and said so.
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped "Portico Demo Wallet".*taken by portico-demo-wallet/))
    expect(data.filter((wallet) => wallet.name === 'Portico Demo Wallet').map((wallet) => wallet.id)).toEqual(['portico-demo-wallet'])
  })

  it('rule: a listing whose image id another listing has is skipped, and the rest are written', async () => {
    const [first, second] = Object.values(recorded.pages[0]!.listings)
    const page = { listings: { [first!.id]: first, [second!.id]: { ...second, image_id: first!.image_id } }, total: 2 }
    server.use(
      http.get(`${REGISTRY}/v3/wallets`, () => HttpResponse.json(page)),
      http.get(`${REGISTRY}/v3/logo/md/:imageId`, () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })),
    )
    const warn = vi.fn()
    expect(await importRegistry(api.sql, options({ warn }))).toMatchObject({ wallets: 1, skipped: 1 })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped "Tidewater Vault".*image id is taken/))
  })

  it('rule: the import asks only the configured registry host, with the site project id', async () => {
    serveRegistry()
    await importRegistry(api.sql, options())
    expect(new Set(asked.map((url) => url.origin))).toEqual(new Set([REGISTRY]))
    expect(asked.every((url) => url.searchParams.get('projectId') === PROJECT)).toBe(true)
  })

  it('rule: an imported logo is served with its content type and ETag, and a repeat with the ETag gets a 304', async () => {
    serveRegistry()
    await importRegistry(api.sql, options())
    const first = await api.call(`/getWalletImage/${ids[0]}`)
    expect(first.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(PNG)
    const again = await api.call(`/getWalletImage/${ids[0]}`, {}, { headers: { 'if-none-match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('rule: a logo over the byte cap, of a type not kept, or failing is skipped, and the import goes on', async () => {
    const [, tide, , lantern] = recorded.pages.flatMap((page) => Object.values(page.listings))
    await api.sql.query('DELETE FROM wallet_logos')
    serveRegistry({
      [tide!.image_id]: () => new HttpResponse(new Uint8Array(2_000), { headers: { 'content-type': 'image/png' } }),
      [lantern!.image_id]: () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
    })
    const warn = vi.fn()
    const report = await importRegistry(api.sql, options({ warn, logoLimits: { maxBytes: 1_000, timeoutMs: 5_000 } }))
    expect(report).toMatchObject({ wallets: 3, logos: 1 })
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no logo for "Tidewater Vault": .*cap/))
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no logo for "Lanternfish": type "text\/html"/))
    // Without a stored logo the listing is drawn from its name.
    const drawn = await api.call(`/getWalletImage/${tide!.id}`)
    expect(drawn.headers.get('content-type')).toBe('image/svg+xml')
  })
})

describe('npm run registry:import', () => {
  it('rule: it fails clearly without the site project id or a database to keep the import', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await runImport({ PORTICO_API_DATA_DIR: '/nonexistent' })).toBe(1)
      expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('set PORTICO_WC_PROJECT_ID'))
      expect(await runImport({ PORTICO_WC_PROJECT_ID: PROJECT })).toBe(1)
      expect(errors).toHaveBeenLastCalledWith(expect.stringContaining('set DATABASE_URL or PORTICO_API_DATA_DIR'))
    } finally {
      errors.mockRestore()
    }
  })
})
