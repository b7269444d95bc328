import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Sql } from '../../../../services/api/db/openDatabase.js'
import { databases } from './databases.js'

describe.each(databases())('openDatabase on $name', (database) => {
  // One database per engine (PGlite takes seconds to start); each test gets a fresh table.
  let sql: Sql
  beforeAll(async () => {
    sql = await database.open()
  }, 120_000)
  afterAll(() => sql.close())
  beforeEach(() => sql.exec(`
    DROP TABLE IF EXISTS items;
    CREATE TABLE items (id text PRIMARY KEY, n bigint, tags text[] NOT NULL DEFAULT '{}', data jsonb);`))

  it('rule: kind names the engine', () => {
    expect(sql.kind).toBe(database.name)
  })

  it('rule: $n parameters carry values, never SQL text', async () => {
    const hostile = "x'); DROP TABLE items; --"
    await sql.query('INSERT INTO items (id) VALUES ($1)', [hostile])
    expect(await sql.query('SELECT id FROM items')).toEqual([{ id: hostile }])
  })

  it('rule: both engines read int8 alike: a number when safe, a bigint beyond', async () => {
    const [row] = await sql.query('SELECT 42::int8 AS small, 9007199254740993::int8 AS big, count(*) AS counted FROM items')
    expect(row).toEqual({ small: 42, big: 9007199254740993n, counted: 0 })
  })

  it('rule: text arrays and jsonb round-trip on both engines', async () => {
    await sql.query('INSERT INTO items (id, tags, data) VALUES ($1, $2::text[], $3::text::jsonb)', ['a', ['x', 'y,z', '"q"'], JSON.stringify({ list: [1, 'two'] })])
    const [row] = await sql.query('SELECT tags, data FROM items WHERE tags && $1::text[]', [['y,z']])
    expect(row).toEqual({ tags: ['x', 'y,z', '"q"'], data: { list: [1, 'two'] } })
  })

  it('rule: exec runs several statements', async () => {
    await sql.exec("INSERT INTO items (id) VALUES ('a'); INSERT INTO items (id) VALUES ('b');")
    expect(await sql.query('SELECT id FROM items ORDER BY id')).toEqual([{ id: 'a' }, { id: 'b' }])
  })

  it('rule: a transaction commits when it resolves and returns its value', async () => {
    const result = await sql.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id) VALUES ('a')")
      return 'done'
    })
    expect(result).toBe('done')
    expect(await sql.query('SELECT id FROM items')).toEqual([{ id: 'a' }])
  })

  it('rule: a transaction rolls back everything when it throws', async () => {
    await expect(sql.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id) VALUES ('a')")
      throw new Error('stop')
    })).rejects.toThrow('stop')
    expect(await sql.query('SELECT id FROM items')).toEqual([])
  })

  it('rule: a nested transaction is a savepoint: it can fail alone while the outer one commits', async () => {
    await sql.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id) VALUES ('outer')")
      await tx.transaction(async (inner) => {
        await inner.query("INSERT INTO items (id) VALUES ('inner')")
        throw new Error('inner fails')
      }).catch(() => {})
      await tx.transaction((inner) => inner.query("INSERT INTO items (id) VALUES ('second')"))
    })
    expect(await sql.query('SELECT id FROM items ORDER BY id')).toEqual([{ id: 'outer' }, { id: 'second' }])
  })

  it('rule: a failed statement inside a transaction rolls it back and the database stays usable', async () => {
    await expect(sql.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id) VALUES ('a')")
      await tx.query("INSERT INTO items (id) VALUES ('a')")
    })).rejects.toThrow()
    await sql.query("INSERT INTO items (id) VALUES ('b')")
    expect(await sql.query('SELECT id FROM items')).toEqual([{ id: 'b' }])
  })

  it('rule: a transaction cannot close the database', async () => {
    await expect(sql.transaction((tx) => tx.close())).rejects.toThrow('the database cannot be closed from inside a transaction')
  })
})

describe('openDatabase with PGlite in a directory', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-api-db-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('rule: data written in a directory is there after reopening it; close is idempotent', async () => {
    const first = await openDatabase({ dataDir: dir })
    await first.exec("CREATE TABLE kept (id text); INSERT INTO kept VALUES ('still here')")
    await first.close()
    await first.close()
    const second = await openDatabase({ dataDir: dir })
    try {
      expect(await second.query('SELECT id FROM kept')).toEqual([{ id: 'still here' }])
    } finally {
      await second.close()
    }
  }, 120_000)
})

describe('openDatabase with PostgreSQL', () => {
  it('rule: an unreachable server fails the open instead of the first query', async () => {
    await expect(openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow()
  })
})
