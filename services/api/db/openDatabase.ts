import { openPglite } from './openPglite.js'
import { openPostgres } from './openPostgres.js'
import type { Sql } from './Sql.js'

export type { Sql } from './Sql.js'

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string | undefined
  /** A directory for a persisted PGlite database. */
  dataDir?: string | undefined
}

/** PostgreSQL when a URL is given, else PGlite: in `dataDir` when given, else in memory. */
export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Sql> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.dataDir || undefined)
}
