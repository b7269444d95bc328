import type { Sql } from './Sql.js'

/**
 * A transaction inside a transaction: a savepoint, so the inner part can fail and roll back alone
 * while the outer one goes on. `depth` names it, so nested levels never share a name; siblings at
 * one depth may, since each is released or rolled back before the next begins.
 */
export async function savepoint<T>(sql: Sql, depth: number, run: () => Promise<T>): Promise<T> {
  const name = `portico_savepoint_${depth}`
  await sql.exec(`SAVEPOINT ${name}`)
  try {
    const result = await run()
    await sql.exec(`RELEASE SAVEPOINT ${name}`)
    return result
  } catch (error) {
    await sql.exec(`ROLLBACK TO SAVEPOINT ${name}`)
    throw error
  }
}
