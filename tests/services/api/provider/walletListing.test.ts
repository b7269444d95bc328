import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sql } from '../../../../services/api/db/Sql.js'
import { startApi, type RunningApi } from '../../../../services/api/startApi.js'
import { databases } from '../db/databases.js'
import { PROJECT_QUERY } from '../useApi.js'

const listing = (api: RunningApi, init?: RequestInit, query: Record<string, string> = {}) =>
  fetch(`${api.url}/getWallets?${new URLSearchParams({ ...PROJECT_QUERY, entries: '3', ...query })}`, init)
const firstNames = async (api: RunningApi) => ((await (await listing(api)).json()) as { data: { name: string }[] }).data.map((wallet) => wallet.name)

// Two instances on one database, as behind a load balancer: each caches listings in memory.
describe.each(databases())('the wallet listing on $name', (database) => {
  let sql: Sql
  let one: RunningApi
  let two: RunningApi
  beforeAll(async () => {
    sql = await database.open()
    one = await startApi({ database: sql })
    two = await startApi({ database: sql })
  }, 120_000)
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()])
    await sql?.close()
  })

  it('rule: a listing carries an ETag and cache headers, and a repeat with the ETag gets a 304', async () => {
    const first = await listing(one)
    expect(first.headers.get('cache-control')).toBe('public, max-age=300')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await listing(one, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await listing(one, { headers: { 'if-none-match': '"other"' } })).status).toBe(200)
  })

  it('rule: both instances serve the same listing with the same ETag', async () => {
    const [a, b] = await Promise.all([listing(one), listing(two)])
    expect(await a.json()).toEqual(await b.json())
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
  })

  it('rule: a change to the registry, even by hand in SQL, reaches every instance within a second', async () => {
    const before = await firstNames(two)
    await sql.query("UPDATE wallets SET name = 'Renamed By Hand' WHERE id = 'portico-demo-wallet'")
    try {
      for (const api of [one, two]) {
        await expect.poll(() => firstNames(api), { timeout: 3_000 }).toContain('Renamed By Hand')
      }
    } finally {
      await sql.query("UPDATE wallets SET name = 'Portico Demo Wallet' WHERE id = 'portico-demo-wallet'")
    }
    await expect.poll(() => firstNames(two), { timeout: 3_000 }).toEqual(before)
  })
})
