import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { migrate, type Migration } from '../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../services/api/db/openDatabase.js'
import { databases } from './databases.js'

const first: Migration = { id: 'test-001', up: 'CREATE TABLE one (id int); INSERT INTO one VALUES (1);' }
const second: Migration = { id: 'test-002', up: 'CREATE TABLE two (id int);' }

describe.each(databases())('migrate on $name', (database) => {
  // One database per engine (PGlite takes seconds to start), emptied before each test.
  let sql: Sql
  beforeAll(async () => {
    sql = await database.open()
  }, 120_000)
  afterAll(() => sql.close())
  beforeEach(() => sql.exec('DROP TABLE IF EXISTS one, two, three, schema_migrations'))

  const applied = async () => (await sql.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map((row) => row.id)

  it('rule: migrations apply in order and are recorded', async () => {
    await migrate(sql, [first, second])
    expect(await applied()).toEqual(['test-001', 'test-002'])
    expect(await sql.query('SELECT id FROM one')).toEqual([{ id: 1 }])
  })

  it('rule: each migration applies once, however often migrate runs', async () => {
    await migrate(sql, [first])
    await migrate(sql, [first, second])
    await migrate(sql, [first, second])
    expect(await sql.query('SELECT id FROM one')).toEqual([{ id: 1 }])
    expect(await applied()).toEqual(['test-001', 'test-002'])
  })

  it('rule: a failing migration leaves neither its changes nor its record, and the ones before stay', async () => {
    const broken: Migration = { id: 'test-003', up: 'CREATE TABLE three (id int); INSERT INTO nowhere VALUES (1);' }
    await expect(migrate(sql, [first, broken, second])).rejects.toThrow(/migration "test-003" failed/)
    expect(await applied()).toEqual(['test-001'])
    expect(await sql.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('three', 'two')")).toEqual([{ n: 0 }])
  })

  it('rule: an id given twice is refused before anything runs', async () => {
    await expect(migrate(sql, [first, { ...second, id: 'test-001' }])).rejects.toThrow('migration id "test-001" is given twice')
    expect(await sql.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'one'")).toEqual([{ n: 0 }])
  })

  it('rule: two migrate calls at once apply each migration once', async () => {
    await Promise.all([migrate(sql, [first, second]), migrate(sql, [first, second])])
    expect(await sql.query('SELECT id FROM one')).toEqual([{ id: 1 }])
  })
})
