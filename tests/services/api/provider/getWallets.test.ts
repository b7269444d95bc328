import { describe, expect, it } from 'vitest'
import { generateWallets } from '../../../../services/api/registry/generateWallets.js'
import type { RegistryWallet } from '../../../../services/api/registry/RegistryWallet.js'
import { databases } from '../db/databases.js'
import { useApi } from '../useApi.js'

interface Listing { id: string; name: string; chains: string[]; badge_type?: string; [key: string]: unknown }
interface Page { count: number; data: Listing[] }

/** The registry as seeded, in rank order: the oracle the answers are checked against. */
const registry: RegistryWallet[] = generateWallets().sort((a, b) => a.rank - b.rank)
const ids = (list: readonly { id: string }[]) => list.map((wallet) => wallet.id)

describe.each(databases())('GET /getWallets on $name', (database) => {
  const api = useApi(database)
  const page = async (query: Record<string, string> = {}): Promise<Page> => {
    const response = await api.call('/getWallets', query)
    expect(response.status, JSON.stringify(query)).toBe(200)
    return (await response.json()) as Page
  }
  const refused = async (query: Record<string, string>): Promise<string> => {
    const response = await api.call('/getWallets', query)
    expect(response.status, JSON.stringify(query)).toBe(400)
    return ((await response.json()) as { error: string }).error
  }

  it('rule: by default page 1 holds 40 listings in rank order, and count is every listing', async () => {
    const { count, data } = await page()
    expect(count).toBe(registry.length)
    expect(count).toBeGreaterThanOrEqual(300)
    expect(ids(data)).toEqual(ids(registry.slice(0, 40)))
    expect(ids(data).slice(0, 4)).toEqual(['portico-demo-wallet', 'portico-exchange', 'portico-solana-1', 'portico-solana-2'])
  })

  it('rule: a listing carries the SPEC fields, null for absent links, and no null badge', async () => {
    const { data } = await page({ include: 'portico-exchange,portico-solana-2' })
    expect(data[0]).toEqual({
      id: 'portico-exchange',
      name: 'Portico Exchange',
      image_id: registry[1]!.image_id,
      rdns: 'example.porticoexchange',
      mobile_link: 'porticoexchange://',
      desktop_link: null,
      webapp_link: 'https://app.porticoexchange.example/',
      app_store: 'https://appstore.example/app/porticoexchange',
      play_store: 'https://playstore.example/app/porticoexchange',
      chrome_store: 'https://extensions.example/detail/porticoexchange',
      homepage: 'https://porticoexchange.example/',
      chains: registry[1]!.chains,
      badge_type: 'certified',
    })
    expect(data[1]).not.toHaveProperty('badge_type')
  })

  it('rule: pages are 1-based, follow one stable order, and together hold every listing once', async () => {
    const seen: string[] = []
    for (let number = 1; ; number++) {
      const { count, data } = await page({ page: String(number), entries: '100' })
      expect(count).toBe(registry.length)
      if (data.length === 0) break
      seen.push(...ids(data))
    }
    expect(seen).toEqual(ids(registry))
    const again = await page({ page: '2', entries: '40' })
    expect(ids(again.data)).toEqual(ids(registry.slice(40, 80)))
  })

  it('rule: a page past the end is empty but still counts every match', async () => {
    expect(await page({ page: '1000' })).toEqual({ count: registry.length, data: [] })
  })

  it('rule: entries sets the page size from 1 to 100', async () => {
    expect((await page({ entries: '1' })).data).toHaveLength(1)
    expect((await page({ entries: '100' })).data).toHaveLength(100)
    expect(await refused({ entries: '0' })).toBe('invalid wallet query: entries must be at least 1')
    expect(await refused({ entries: '101' })).toBe('invalid wallet query: entries must be at most 100')
  })

  it.each(['0', '-1', '1.5', 'one', '1e3', ' 1', '99999999999999999999', '0x10', ''])('rule: page=%j is a 400', async (value) => {
    const error = await refused({ page: value })
    expect(error).toMatch(/^invalid wallet query: page must be/)
  })

  it('rule: include keeps only the named ids, in rank order, and unknown ids match nothing', async () => {
    const wanted = [registry[200]!.id, registry[7]!.id, 'no-such-wallet']
    const { count, data } = await page({ include: wanted.join(',') })
    expect(count).toBe(2)
    expect(ids(data)).toEqual([registry[7]!.id, registry[200]!.id])
  })

  it('rule: exclude drops the named ids', async () => {
    const { count, data } = await page({ exclude: 'portico-demo-wallet,portico-exchange', entries: '3' })
    expect(count).toBe(registry.length - 2)
    expect(ids(data)).toEqual(['portico-solana-1', 'portico-solana-2', registry[4]!.id])
  })

  it('rule: chains keeps the wallets that list any of the given networks', async () => {
    const chains = ['eip155:31337', 'cosmos:cosmoshub-4']
    const expected = registry.filter((wallet) => wallet.chains.some((chain) => chains.includes(chain)))
    const { count, data } = await page({ chains: chains.join(','), entries: '100' })
    expect(count).toBe(expected.length)
    expect(ids(data)).toEqual(ids(expected.slice(0, 100)))
    for (const wallet of data) expect(wallet.chains.some((chain) => chains.includes(chain))).toBe(true)
  })

  it('rule: the Solana mainnet filter finds the two Solana wallets the mobile rule names', async () => {
    const { data } = await page({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '100' })
    expect(ids(data)).toEqual(expect.arrayContaining(['portico-solana-1', 'portico-solana-2', 'portico-exchange']))
    expect(ids(data)).not.toContain('portico-demo-wallet')
  })

  it('rule: search matches names case-insensitively after trimming, names starting with it first', async () => {
    const term = registry[50]!.name.slice(0, 3)
    const lower = term.toLowerCase()
    const matching = registry.filter((wallet) => wallet.name.toLowerCase().includes(lower))
    const expected = [
      ...matching.filter((wallet) => wallet.name.toLowerCase().startsWith(lower)),
      ...matching.filter((wallet) => !wallet.name.toLowerCase().startsWith(lower)),
    ]
    const { count, data } = await page({ search: `  ${term.toUpperCase()}  `, entries: '100' })
    expect(count).toBe(expected.length)
    expect(count).toBeGreaterThan(0)
    expect(ids(data)).toEqual(ids(expected.slice(0, 100)))
  })

  it('rule: a search that matches nothing gives count 0; a blank search is no filter', async () => {
    expect(await page({ search: 'zzzzqqqq' })).toEqual({ count: 0, data: [] })
    expect((await page({ search: '   ' })).count).toBe(registry.length)
  })

  it('rule: badge_type=certified keeps the certified wallets; none keeps all', async () => {
    const certified = registry.filter((wallet) => wallet.badge_type === 'certified')
    const { count, data } = await page({ badge_type: 'certified', entries: '100' })
    expect(count).toBe(certified.length)
    expect(data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect((await page({ badge_type: 'none' })).count).toBe(registry.length)
    expect(await refused({ badge_type: 'gold' })).toBe('invalid wallet query: badge_type must be certified or none')
  })

  it('rule: the filters combine', async () => {
    const expected = registry.filter((wallet) =>
      wallet.chains.includes('eip155:1') && wallet.badge_type === 'certified' && wallet.id !== 'portico-exchange' &&
      wallet.name.toLowerCase().includes('a'))
    const { count, data } = await page({ chains: 'eip155:1', badge_type: 'certified', exclude: 'portico-exchange', search: 'a', entries: '100' })
    expect(count).toBe(expected.length)
    expect(new Set(ids(data))).toEqual(new Set(ids(expected)))
  })

  it('rule: malformed lists are a 400', async () => {
    expect(await refused({ include: 'a,,b' })).toBe('invalid wallet query: include may not hold empty ids')
    expect(await refused({ exclude: 'x'.repeat(257) })).toBe('invalid wallet query: exclude ids are at most 256 characters')
    expect(await refused({ include: Array.from({ length: 501 }, (_, i) => `w${i}`).join(',') }))
      .toBe('invalid wallet query: include may name at most 500 items')
    expect(await refused({ chains: 'eip155' })).toBe('invalid wallet query: chains must be comma-separated CAIP-2 network ids')
    expect(await refused({ chains: "eip155:1' OR 1=1" })).toBe('invalid wallet query: chains must be comma-separated CAIP-2 network ids')
  })

  it('rule: a search over 100 characters is a 400; 100 are fine', async () => {
    expect(await refused({ search: 'a'.repeat(101) })).toBe('invalid wallet query: search must be at most 100 characters')
    expect((await page({ search: 'a'.repeat(100) })).count).toBe(0)
  })

  it('rule: a huge query is refused and the server still answers', async () => {
    const response = await api.call('/getWallets', { search: 'a'.repeat(20_000) })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await page()).count).toBe(registry.length)
  })

  it('rule: SQL and pattern characters in a search are plain text', async () => {
    for (const search of ["' OR '1'='1", "'; DROP TABLE wallets; --", '%', '_', '\\', '%_%', '"', '$1', ')']) {
      expect(await page({ search }), search).toEqual({ count: 0, data: [] })
    }
    expect(await page({ include: "portico-exchange') OR ('1'='1" })).toEqual({ count: 0, data: [] })
    expect((await page()).count).toBe(registry.length)
  })

  it('rule: a NUL character or a repeated parameter is a 400', async () => {
    expect(await refused({ search: 'a\u0000b' })).toBe('the query may not contain NUL characters')
    const response = await fetch(`${api.href('/getWallets')}&page=1&page=2`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'the query parameter page may be given once' })
  })
})
