import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Sql } from './Sql.js'
import { savepoint } from './savepoint.js'

type Runner = Pick<Transaction, 'query' | 'exec'>

/** PGlite, in memory without a directory, else persisted there. */
export async function openPglite(dataDir?: string): Promise<Sql> {
  const db = dataDir === undefined ? await PGlite.create() : await PGlite.create({ dataDir })
  let closed = false

  // depth 0 is the database itself; depth n is inside n nested transactions.
  const over = (runner: Runner, depth: number): Sql => {
    const sql: Sql = {
      kind: 'pglite',
      async query<T extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) {
        const result = await runner.query<T>(text, [...params])
        return result.rows
      },
      async exec(text) {
        await runner.exec(text)
      },
      transaction(run) {
        if (depth === 0) return db.transaction((tx) => run(over(tx, 1)))
        const inner = over(runner, depth + 1)
        return savepoint(sql, depth, () => run(inner))
      },
      async close() {
        if (depth > 0) throw new Error('the database cannot be closed from inside a transaction')
        if (closed) return
        closed = true
        await db.close()
      },
    }
    return sql
  }
  return over(db, 0)
}
