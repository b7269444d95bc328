import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Sql } from '../../../../services/api/db/openDatabase.js'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, empty database; its close() also removes whatever the test created. */
  open(): Promise<Sql>
}

/**
 * The databases a test runs on: PGlite in memory always, and PostgreSQL when DATABASE_URL is set.
 * Each PostgreSQL open() gets a schema of its own, named at random, which every connection of
 * the pool selects through `search_path`; close() drops it, so parallel runs never collide.
 */
export function databases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase() }]
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) list.push({ name: 'postgres', open: () => openPostgresSchema(databaseUrl) })
  return list
}

/** A connection string to `databaseUrl` whose sessions all use `schema`. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

async function openPostgresSchema(databaseUrl: string): Promise<Sql> {
  const schema = `portico_test_${randomBytes(8).toString('hex')}`
  await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`)
  let sql: Sql
  try {
    sql = await openDatabase({ databaseUrl: withSearchPath(databaseUrl, schema) })
  } catch (error) {
    await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    throw error
  }
  return {
    ...sql,
    kind: sql.kind,
    async close() {
      await sql.close()
      await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    },
  }
}

async function adminQuery(databaseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
