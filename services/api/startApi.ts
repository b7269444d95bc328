import type { ApiExtension } from './ApiExtension.js'
import { migrate } from './db/migrate.js'
import { openDatabase } from './db/openDatabase.js'
import type { Sql } from './db/Sql.js'
import { startHttpServer, type HttpServer, type StartHttpServerOptions } from './http/startHttpServer.js'
import { apiMigrations } from './migrations.js'
import { providerRoutes } from './provider/providerRoutes.js'
import { seedApi } from './seedApi.js'
import { projectCors } from './projects/projectCors.js'
import { createProjectLookup } from './projects/createProjectLookup.js'

export const DEFAULT_API_PORT = 8787

/** An extension, or a factory that makes one from the database startApi opened. */
export type ApiExtensionSource = ApiExtension | ((sql: Sql) => ApiExtension)

export interface StartApiOptions {
  /** 0 picks a free port; 0 by default (main.ts uses PORT or 8787). */
  port?: number
  /** PostgreSQL; PGlite when absent. */
  databaseUrl?: string
  /** PGlite's directory; in memory when absent. */
  dataDir?: string
  /**
   * An open database to use instead of opening one: migrated and seeded, but left open by stop(),
   * since its opener owns it (tests run each case on a database of their own this way).
   */
  database?: Sql
  extensions?: readonly ApiExtensionSource[]
  /** Origins the local project ('portico-local') allows besides http://localhost:* and http://127.0.0.1:*. */
  allowedOrigins?: readonly string[]
  /** Email login on in the local project, for a stack that runs the embedded wallet's frame (services/frame). */
  localEmailLogin?: boolean
  /** Social login on in the local project with these providers, in order, for a stack that runs services/frame and services/oidc. */
  localSocials?: readonly string[]
  /**
   * The reverse proxies in front of the API (addresses or CIDR ranges): their requests count as
   * the client's they name, and URLs in answers follow their X-Forwarded-* headers (see
   * startHttpServer). None by default.
   */
  trustProxy?: readonly string[]
  /** Pino's log lines on stdout from this level (see startHttpServer); none unless told. */
  logLevel?: StartHttpServerOptions['logLevel']
}

export interface RunningApi {
  /** `http://127.0.0.1:<port>`: the widget's `apiUrl`. */
  url: string
  sql: Sql
  stop(): Promise<void>
}

/**
 * The provider API of SPEC section 7 on 127.0.0.1: opens the database, applies the core's and then
 * every extension's migrations, seeds the local project, the wallet registry and the images, serves
 * the core's routes and then the extensions', and starts the extensions once it listens.
 * Whatever fails on the way is undone before the error is thrown.
 */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const ownsDatabase = options.database === undefined
  const sql = options.database ?? await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir })
  let server: HttpServer | undefined
  const started: ApiExtension[] = []

  const shutdown = async (): Promise<void> => {
    const failures: unknown[] = []
    for (const extension of started.splice(0).reverse()) {
      await extension.stop?.().catch((error: unknown) => failures.push(error))
    }
    await server?.stop().catch((error: unknown) => failures.push(error))
    server = undefined
    if (ownsDatabase) await sql.close().catch((error: unknown) => failures.push(error))
    if (failures.length > 0) throw new AggregateError(failures, 'the API did not stop cleanly')
  }

  try {
    const extensions = (options.extensions ?? []).map((source) => (typeof source === 'function' ? source(sql) : source))
    const names = extensions.map((extension) => extension.name)
    const twice = names.find((name, index) => names.indexOf(name) !== index)
    if (twice !== undefined) throw new Error(`the API extension "${twice}" is given twice`)
    await migrate(sql, [...apiMigrations, ...extensions.flatMap((extension) => extension.migrations)])
    await seedApi(sql, { allowedOrigins: options.allowedOrigins ?? [], emailLogin: options.localEmailLogin ?? false, localSocials: options.localSocials ?? [] })
    // One memory of the projects for the CORS policy and the listing route: one read per interval, not two.
    const projects = createProjectLookup()
    server = await startHttpServer({
      port: options.port ?? 0,
      routes: [...providerRoutes({ projects }), ...extensions.flatMap((extension) => extension.routes)],
      context: { sql },
      cors: projectCors(sql, { lookup: projects }),
      trustProxy: options.trustProxy ?? [],
      ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    })
    const url = server.url
    for (const extension of extensions) {
      // Recorded first, so a start that fails halfway still gets its stop.
      started.push(extension)
      await extension.start?.({ sql, url })
    }
    let stopping: Promise<void> | undefined
    return { url, sql, stop: () => (stopping ??= shutdown()) }
  } catch (error) {
    await shutdown().catch((cleanupError: unknown) => console.error('[api] cleanup after a failed start failed:', cleanupError))
    throw error
  }
}
