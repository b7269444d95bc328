import type { Migration } from './db/migrate.js'
import type { Sql } from './db/Sql.js'
import type { Route } from './http/Route.js'

/** What startApi hands an extension once the server listens. */
export interface ApiExtensionContext {
  sql: Sql
  /** The API's own URL, without a trailing slash. */
  url: string
}

/**
 * A part of the API that lives outside its core (the data layer, for one): its tables, its routes
 * (mounted after the core's, and handed the database with every request), and what runs beside
 * them. start() runs after the server listens, stop() before it closes.
 */
export interface ApiExtension {
  /** Unique among the extensions; prefix its migration ids with it. */
  name: string
  migrations: readonly Migration[]
  routes: readonly Route[]
  start?(context: ApiExtensionContext): Promise<void>
  stop?(): Promise<void>
}
