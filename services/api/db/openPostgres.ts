import pg from 'pg'
import type { Sql } from './Sql.js'
import { savepoint } from './savepoint.js'

type Runner = Pick<pg.PoolClient, 'query'>

const INT8_OID = 20

/**
 * PGlite reads int8 as a number when it is a safe integer and as a bigint otherwise; pg reads it as
 * a string. This parser, set on this pool only, makes both drivers return the same values.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') {
      return (value: string) => {
        const big = BigInt(value)
        return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big
      }
    }
    return pg.types.getTypeParser(oid, format ?? 'text')
  }) as typeof pg.types.getTypeParser,
}

/** PostgreSQL through a pg pool; a transaction holds one pooled connection from BEGIN to its end. */
export async function openPostgres(databaseUrl: string): Promise<Sql> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types, idleTimeoutMillis: 10_000 })
  // An idle connection that the server drops emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => console.error('[api] PostgreSQL connection error:', error.message))
  // Fails here, at start, when the server cannot be reached or the URL is wrong.
  await pool.query('SELECT 1')
  let closed = false

  const over = (runner: Runner, depth: number): Sql => {
    const sql: Sql = {
      kind: 'postgres',
      async query<T extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) {
        const result = await runner.query<T>(text, [...params])
        return result.rows
      },
      async exec(text) {
        await runner.query(text)
      },
      async transaction(run) {
        if (depth > 0) {
          const inner = over(runner, depth + 1)
          return savepoint(sql, depth, () => run(inner))
        }
        const client = await pool.connect()
        let broken = false
        try {
          await client.query('BEGIN')
          const result = await run(over(client, 1))
          await client.query('COMMIT')
          return result
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {
            broken = true
          })
          throw error
        } finally {
          // A connection whose rollback failed is in an unknown state: destroyed, not reused.
          client.release(broken)
        }
      },
      async close() {
        if (depth > 0) throw new Error('the database cannot be closed from inside a transaction')
        if (closed) return
        closed = true
        await pool.end()
      },
    }
    return sql
  }
  return over(pool, 0)
}
