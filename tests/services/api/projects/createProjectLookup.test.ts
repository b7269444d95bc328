import { describe, expect, it } from 'vitest'
import type { Sql } from '../../../../services/api/db/Sql.js'
import { createProjectLookup } from '../../../../services/api/projects/createProjectLookup.js'

/** A projects table of one row, counting reads; `fail` makes the next read throw. */
function projectsSql() {
  let reads = 0
  let fail = false
  const sql = {
    kind: 'pglite',
    query: async (_text: string, params: readonly unknown[]) => {
      reads++
      if (fail) {
        fail = false
        throw new Error('database down')
      }
      return params[0] === 'known' ? [{ id: 'known', name: 'Known', allowed_origins: [], features: [], analytics_enabled: true }] : []
    },
  } as unknown as Sql
  return { sql, reads: () => reads, failNext: () => void (fail = true) }
}

describe('createProjectLookup', () => {
  it('rule: a project, known or not, is read once per ttl', async () => {
    let clock = 0
    const db = projectsSql()
    const lookup = createProjectLookup({ ttlMs: 2_000, now: () => clock })
    expect((await lookup(db.sql, 'known'))?.name).toBe('Known')
    expect(await lookup(db.sql, 'unknown')).toBeUndefined()
    clock = 1_999
    await lookup(db.sql, 'known')
    await lookup(db.sql, 'unknown')
    expect(db.reads()).toBe(2)
    clock = 2_000
    await lookup(db.sql, 'known')
    expect(db.reads()).toBe(3)
  })

  it('rule: a failed read is not remembered', async () => {
    const db = projectsSql()
    const lookup = createProjectLookup({ ttlMs: 60_000, now: () => 0 })
    db.failNext()
    await expect(lookup(db.sql, 'known')).rejects.toThrow('database down')
    expect((await lookup(db.sql, 'known'))?.name).toBe('Known')
  })
})
