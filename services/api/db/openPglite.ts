import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Sql } from './Sql.js'
import { savepoint } from './savepoint.js'

type Runner = Pick<Transaction, 'query' | 'exec'>

/** Write-ahead log written since the last checkpoint past which the housekeeping runs. */
export const HOUSEKEEPING_WAL_BYTES = 16 * 1024 * 1024
/**
 * A statement's end looks at that amount once this many statements or this long went by since the
 * last look: by count under a flood, so the dead rows between two vacuums stay few however fast
 * the writes come, and by time when they trickle.
 */
const HOUSEKEEPING_CHECK_CALLS = 100
const HOUSEKEEPING_CHECK_MS = 1_000

/**
 * PGlite, in memory without a directory, else persisted there.
 *
 * PGlite runs PostgreSQL as one process, without its background workers: no checkpointer recycles
 * the write-ahead log and no autovacuum frees the room of deleted rows, so every write would grow
 * the database for good (in memory, the process: it never gives memory back). So the end of a
 * statement or transaction (every hundredth, or after a second) looks at how much log was
 * written since the last checkpoint, and past 16 MiB does their work: VACUUM, then CHECKPOINT.
 * Run in the background; statements queue behind it as behind any other.
 */
export async function openPglite(dataDir?: string): Promise<Sql> {
  // PostgreSQL's 128 MB of shared buffers are most of PGlite's idle memory, for a registry of a
  // few megabytes: 16 MB saves about 150 MiB of the process.
  const db = await PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), postgresqlconf: ['shared_buffers=16MB'] })
  let closed = false
  let lastCheck = 0
  let callsSinceCheck = 0
  let housekeeping: Promise<void> | undefined

  const keepHouse = async () => {
    const [row] = (await db.query<{ since: number }>(
      'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since FROM pg_control_checkpoint()',
    )).rows
    if (closed || (row?.since ?? 0) < HOUSEKEEPING_WAL_BYTES) return
    await db.exec('VACUUM')
    await db.exec('CHECKPOINT')
  }
  const afterWork = () => {
    callsSinceCheck += 1
    if (closed || housekeeping) return
    if (callsSinceCheck < HOUSEKEEPING_CHECK_CALLS && Date.now() - lastCheck < HOUSEKEEPING_CHECK_MS) return
    lastCheck = Date.now()
    callsSinceCheck = 0
    housekeeping = keepHouse()
      .catch((error: unknown) => console.warn('[api] PGlite housekeeping failed:', error instanceof Error ? error.message : error))
      .finally(() => (housekeeping = undefined))
  }
  const tracked = <T>(work: Promise<T>): Promise<T> => work.finally(afterWork)

  // depth 0 is the database itself; depth n is inside n nested transactions.
  const over = (runner: Runner, depth: number): Sql => {
    const sql: Sql = {
      kind: 'pglite',
      async query<T extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) {
        const result = await (depth === 0 ? tracked(runner.query<T>(text, [...params])) : runner.query<T>(text, [...params]))
        return result.rows
      },
      async exec(text) {
        await (depth === 0 ? tracked(runner.exec(text)) : runner.exec(text))
      },
      transaction(run) {
        if (depth === 0) return tracked(db.transaction((tx) => run(over(tx, 1))))
        const inner = over(runner, depth + 1)
        return savepoint(sql, depth, () => run(inner))
      },
      async close() {
        if (depth > 0) throw new Error('the database cannot be closed from inside a transaction')
        if (closed) return
        closed = true
        await housekeeping
        await db.close()
      },
    }
    return sql
  }
  return over(db, 0)
}
