import { describe, expect, it } from 'vitest'
import type { Sql } from '../../../../services/api/db/Sql.js'
import { createListingCache } from '../../../../services/api/registry/createListingCache.js'

/** A database that only knows the registry version, counting how often it is asked. */
function versionedSql(): { sql: Sql; reads: () => number; bump(): void } {
  let version = 1
  let reads = 0
  const sql = {
    kind: 'pglite',
    query: async () => (reads++, [{ version: String(version) }]),
  } as unknown as Sql
  return { sql, reads: () => reads, bump: () => void version++ }
}

describe('createListingCache', () => {
  it('rule: the version is read at most once per ttl, and concurrent requests share one read', async () => {
    let clock = 0
    const db = versionedSql()
    const cache = createListingCache({ versionTtlMs: 1_000, now: () => clock })
    let loads = 0
    const load = async () => ({ page: ++loads })
    await Promise.all([cache.get(db.sql, 'a', load), cache.get(db.sql, 'a', load), cache.get(db.sql, 'b', load)])
    expect(db.reads()).toBe(1)
    clock = 999
    expect(JSON.parse((await cache.get(db.sql, 'a', load)).json)).toEqual({ page: 1 })
    expect(db.reads()).toBe(1)
  })

  it('rule: a new registry version empties the cache and changes the ETag', async () => {
    let clock = 0
    const db = versionedSql()
    const cache = createListingCache({ versionTtlMs: 1_000, now: () => clock })
    const first = await cache.get(db.sql, 'a', async () => ({ same: true }))
    db.bump()
    clock = 1_000
    const second = await cache.get(db.sql, 'a', async () => ({ same: true }))
    expect(db.reads()).toBe(2)
    expect(second.etag).not.toBe(first.etag)
  })
})
