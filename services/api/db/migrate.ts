import type { Sql } from './Sql.js'

export interface Migration {
  /** Unique across the API and its extensions; prefix it with the owner, e.g. `api-001-projects`. */
  id: string
  /** Plain SQL, valid on PGlite and PostgreSQL alike. */
  up: string
}

const LOCK_KEY = 7_061_226

/**
 * Applies each migration not yet applied, in order, each in its own transaction together with the
 * row that records it, so a failed migration leaves neither its changes nor its record behind.
 * On PostgreSQL an advisory lock keeps two servers starting on one database from racing.
 */
export async function migrate(sql: Sql, migrations: readonly Migration[]): Promise<void> {
  const ids = migrations.map((migration) => migration.id)
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
  if (duplicate !== undefined) throw new Error(`migration id "${duplicate}" is given twice`)

  const locked = async (run: (tx: Sql) => Promise<void>) => sql.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY])
    await run(tx)
  })
  await locked((tx) => tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`))
  for (const migration of migrations) {
    await locked(async (tx) => {
      const done = await tx.query('SELECT 1 AS done FROM schema_migrations WHERE id = $1', [migration.id])
      if (done.length > 0) return
      try {
        await tx.exec(migration.up)
      } catch (error) {
        throw new Error(`migration "${migration.id}" failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id])
    })
  }
}
