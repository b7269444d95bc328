import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '../../../../services/api/db/openPglite.js'
import type { Sql } from '../../../../services/api/db/Sql.js'

const MiB = 1024 * 1024

describe('openPglite', () => {
  let sql: Sql
  beforeAll(async () => {
    sql = await openPglite()
  }, 120_000)
  afterAll(() => sql.close())

  const walWritten = async () => (await sql.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn'))[0]!.lsn
  const number = async (text: string, params: unknown[] = []) => Number((await sql.query<{ n: string }>(text, params))[0]!.n)

  it('rule: steady writes and deletes leave the write-ahead log and the table bounded, as a checkpointer and autovacuum would', async () => {
    await sql.exec('CREATE TABLE churn (id serial PRIMARY KEY, payload text NOT NULL)')
    const start = await walWritten()
    // A table that keeps its newest 50 rows of 64 KiB, written at full speed: about 3 MiB live,
    // some 170 to 210 MiB written through.
    for (let i = 0; i < 2_400; i++) {
      await sql.query('INSERT INTO churn (payload) VALUES ($1)', [randomBytes(48 * 1024).toString('base64')])
      await sql.query('DELETE FROM churn WHERE id <= $1', [i + 1 - 50])
    }
    const written = await number('SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), $1::text::pg_lsn)::bigint AS n', [start])
    const wal = await number('SELECT sum(size)::bigint AS n FROM pg_ls_waldir()')
    const table = await number("SELECT pg_total_relation_size('churn')::bigint AS n")
    // Left alone, both hold about all that was written (measured: 176 and 157 MiB of 166). Kept,
    // the log stays within PostgreSQL's min_wal_size of recycled segments (80 MB) and the table
    // near its live rows plus the 16 MiB of writes between two vacuums (measured: 48 and 17 MiB).
    expect(written).toBeGreaterThan(144 * MiB)
    expect(wal).toBeLessThan(112 * MiB)
    expect(table).toBeLessThan(48 * MiB)
  }, 120_000)
})
