import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../core/api/createApiClient.js'
import { allowedOriginsSchema, analyticsConfigSchema, projectConfigSchema, walletListSchema } from '../../core/api/schemas/apiSchemas.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { createFixtureWallets } from './harness/fixtureWallets.js'
import { startFixtureApi, type FixtureApi } from './harness/startFixtureApi.js'

let api: FixtureApi
beforeAll(async () => {
  api = await startFixtureApi()
})
afterAll(async () => {
  await api?.stop()
})

const COMMON = { projectId: 'e2e', st: 'portico', sv: 'portico-0.1.0' }
const get = (path: string, query: Record<string, string> = {}) =>
  fetch(`${api.url}${path}?${new URLSearchParams({ ...COMMON, ...query })}`)
const wallets = async (query: Record<string, string> = {}) => {
  const response = await get('/getWallets', query)
  expect(response.status).toBe(200)
  return walletListSchema.parse(await response.json())
}

describe('fixture wallets', () => {
  it('rule: names come from word lists, start with Aurora Wallet and Birch, and are all unique', () => {
    const list = createFixtureWallets(300)
    expect(list.slice(0, 3).map((wallet) => wallet.name)).toEqual(['Aurora Wallet', 'Birch', 'Cedar Vault'])
    expect(new Set(list.map((wallet) => wallet.name)).size).toBe(300)
    expect(new Set(list.map((wallet) => wallet.id)).size).toBe(300)
    expect(list.every((wallet) => /^[0-9a-f]{64}$/.test(wallet.id))).toBe(true)
  })

  it('rule: some wallets have mobile, desktop or web links and some have none', () => {
    const list = createFixtureWallets()
    expect(list.filter((wallet) => wallet.mobile_link).length).toBeGreaterThan(40)
    expect(list.filter((wallet) => !wallet.mobile_link).length).toBeGreaterThan(10)
    expect(list.some((wallet) => wallet.desktop_link)).toBe(true)
    expect(list.some((wallet) => wallet.webapp_link)).toBe(true)
    expect(list.some((wallet) => !wallet.mobile_link && !wallet.desktop_link && !wallet.webapp_link)).toBe(true)
  })
})

describe('GET /getWallets', () => {
  it('rule: pages hold 40 entries by default, count every match, and together list each wallet once', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => wallets({ page: String(page) })))
    expect(pages.map((page) => page.count)).toEqual([120, 120, 120, 120])
    expect(pages.map((page) => page.data.length)).toEqual([40, 40, 40, 0])
    expect(pages.flatMap((page) => page.data.map((wallet) => wallet.id))).toEqual(api.wallets.map((wallet) => wallet.id))
  })

  it('rule: entries sets the page size up to 100', async () => {
    const list = await wallets({ page: '2', entries: '100' })
    expect(list.data.map((wallet) => wallet.name)).toEqual(api.wallets.slice(100).map((wallet) => wallet.name))
  })

  it('rule: search matches names case-insensitively', async () => {
    const list = await wallets({ search: '  bIRCH ' })
    expect(list.count).toBe(5)
    expect(list.data.every((wallet) => wallet.name.startsWith('Birch'))).toBe(true)
    expect((await wallets({ search: 'no such wallet' })).count).toBe(0)
  })

  it('rule: include keeps only the listed ids and exclude drops them', async () => {
    const [first, second, third] = api.wallets
    const included = await wallets({ include: `${third!.id},${first!.id}` })
    expect(included.data.map((wallet) => wallet.name)).toEqual([first!.name, third!.name])
    const excluded = await wallets({ exclude: `${first!.id},${second!.id}`, entries: '1' })
    expect(excluded).toMatchObject({ count: 118, data: [{ id: third!.id }] })
  })

  it('rule: chains keeps wallets on any of the listed chains and badge_type certified keeps certified ones', async () => {
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const list = await wallets({ chains: `cosmos:cosmoshub-4,${solana}`, entries: '100' })
    expect(list.count).toBe(api.wallets.filter((wallet) => wallet.chains?.some((chain) => chain === solana || chain === 'cosmos:cosmoshub-4')).length)
    expect(list.count).toBeGreaterThan(0)
    const certified = await wallets({ badge_type: 'certified', entries: '100' })
    expect(certified.count).toBe(20)
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
  })

  it.each([
    [{ page: '0' }, 'page'], [{ page: '-1' }, 'page'], [{ page: 'abc' }, 'page'], [{ page: '1.5' }, 'page'],
    [{ entries: '0' }, 'entries'], [{ entries: '101' }, 'entries'], [{ include: 'a,,b' }, 'include'],
    [{ exclude: '' }, 'exclude'], [{ chains: 'evm' }, 'chains'], [{ badge_type: 'gold' }, 'badge_type'],
    [{ search: 'x'.repeat(300) }, 'search'],
  ])('rule: a bad parameter %j is a 400 with a JSON message naming %s', async (query, name) => {
    const response = await get('/getWallets', query)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect((await response.json()).message).toContain(name)
  })

  it('rule: a repeated parameter is a 400', async () => {
    const response = await fetch(`${api.url}/getWallets?${new URLSearchParams({ ...COMMON })}&page=1&page=2`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'page may be given once' })
  })
})

describe('the other endpoints', () => {
  it('rule: every call needs projectId, st and sv', async () => {
    const response = await fetch(`${api.url}/getWallets?projectId=e2e`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'missing query parameter st, sv' })
  })

  it('rule: config, origins and analytics config answer what the kernel parses', async () => {
    expect(projectConfigSchema.parse(await (await get('/appkit/v1/config')).json()).features).toContainEqual({ id: 'email', isEnabled: false })
    expect(allowedOriginsSchema.parse(await (await get('/projects/v1/origins')).json())).toEqual({ allowedOrigins: ['http://127.0.0.1:*'] })
    expect(analyticsConfigSchema.parse(await (await get('/getAnalyticsConfig')).json())).toEqual({ isAnalyticsEnabled: true })
  })

  it('rule: a wallet image is a generated SVG with the initials, by wallet id or image id', async () => {
    const wallet = api.wallets[0]!
    for (const id of [wallet.id, wallet.image_id]) {
      const response = await get(`/getWalletImage/${id}`)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const body = await response.text()
      expect(body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      expect(body).toContain('>AW</text>')
    }
    const unknown = await get('/getWalletImage/not-a-wallet')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'no such wallet image' })
  })

  it('rule: POST /e records a valid event with 204 and refuses a malformed one with 400', async () => {
    const event = { eventId: 'e-1', url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: 'TEST' } }
    const post = (body: string) => fetch(`${api.url}/e?${new URLSearchParams(COMMON)}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
    expect((await post(JSON.stringify(event))).status).toBe(204)
    expect(api.events).toContainEqual(event)
    expect((await post('{"eventId": 1}')).status).toBe(400)
    expect((await post('not json')).status).toBe(400)
    expect((await post(JSON.stringify({ ...event, props: { big: 'x'.repeat(70_000) } }))).status).toBe(413)
    expect((await get('/e')).status).toBe(405)
  })

  it('rule: preflights are answered for the test page on another port', async () => {
    const response = await fetch(`${api.url}/e`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('rule: failWith answers a path with a status until it is undone', async () => {
    const undo = api.failWith('/getWallets', 503)
    expect((await get('/getWallets')).status).toBe(503)
    undo()
    expect((await get('/getWallets')).status).toBe(200)
  })

  it('rule: setLatency holds every answer back', async () => {
    api.setLatency(200)
    const started = performance.now()
    try {
      await get('/getAnalyticsConfig')
    } finally {
      api.setLatency(0)
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
  })

  it("rule: the kernel's own API client lists, searches and fetches images from the fixture", async () => {
    const kernel = createTestKernel({ apiUrl: api.url })
    try {
      const client = createApiClient(kernel)
      const page = await client.getWallets({ page: 1, entries: 40, search: 'aurora' })
      expect(page.data.map((wallet) => wallet.name)).toEqual(api.wallets.filter((w) => w.name.startsWith('Aurora')).map((w) => w.name))
      const image = await client.fetchWalletImage(page.data[0]!.id)
      expect(image.type).toBe('image/svg+xml')
      expect(api.requests.at(-1)).toMatchObject({ method: 'GET', query: { projectId: 'test-project-id', st: 'portico' } })
    } finally {
      await kernel.destroy()
    }
  })
})
