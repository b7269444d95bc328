import { migrate } from '../services/api/db/migrate.js'
import { openDatabase } from '../services/api/db/openDatabase.js'
import { apiMigrations } from '../services/api/migrations.js'
import { DEFAULT_REGISTRY_URL, importRegistry } from '../services/api/registry/importRegistry.js'

/**
 * `npm run registry:import`: fills a self-hosted services/api's wallets table from the public
 * WalletConnect registry, with the site's own project id. PORTICO_WC_PROJECT_ID (required),
 * PORTICO_REGISTRY_URL (the Explorer API by default), and the API's own DATABASE_URL or
 * PORTICO_API_DATA_DIR: the database the API serves from. With PGlite files, stop the API first.
 */
export async function runImport(env: NodeJS.ProcessEnv): Promise<number> {
  const projectId = env.PORTICO_WC_PROJECT_ID?.trim()
  if (!projectId) {
    console.error('registry:import: set PORTICO_WC_PROJECT_ID to your WalletConnect Cloud project id (the registry answers only with one).')
    return 1
  }
  if (!env.DATABASE_URL && !env.PORTICO_API_DATA_DIR) {
    console.error('registry:import: set DATABASE_URL or PORTICO_API_DATA_DIR to the database services/api serves from; an in-memory one would be gone when the import ends.')
    return 1
  }
  const sql = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PORTICO_API_DATA_DIR })
  try {
    await migrate(sql, apiMigrations)
    const report = await importRegistry(sql, { registryUrl: env.PORTICO_REGISTRY_URL || DEFAULT_REGISTRY_URL, projectId })
    console.log(`registry:import: ${report.wallets} wallets and ${report.logos} logos written${report.skipped ? `, ${report.skipped} skipped` : ''}.`)
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    return 1
  } finally {
    await sql.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await runImport(process.env)
