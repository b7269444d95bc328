import type { Sql } from '../../db/Sql.js'

// PostgreSQL allows 65535 bind parameters a statement; stay well below for wide rows.
const MAX_PARAMETERS = 30_000

/** Multi-row INSERT ... ON CONFLICT DO NOTHING, so writing the same rows twice changes nothing. */
export async function insertRows(
  sql: Sql,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const params: unknown[] = []
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value)
        return `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await sql.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`, params)
  }
}
