import { onShutdownSignal } from '../onShutdownSignal.js'
import { readPort } from '../readPort.js'
import { DEFAULT_API_PORT, startApi, type StartApiOptions } from './startApi.js'
import { LOCAL_PROJECT_ID } from './projects/localProject.js'
import { createDataLayer } from './data/createDataLayer.js'
import { readDataChains } from './data/dataChainsSchema.js'
import { createPriceLayer } from './prices/createPriceRoutes.js'
import { readPrices } from './prices/pricesSchema.js'
import { readTrustProxy } from './http/trustProxySchema.js'
import { createNameService } from './names/createNameService.js'

/**
 * Runs the provider API on its own: `node --import tsx services/api/main.ts`.
 * PORT (default 8787), DATABASE_URL (PostgreSQL; PGlite otherwise), PORTICO_API_DATA_DIR (where
 * PGlite keeps its files; in memory otherwise), PORTICO_ALLOWED_ORIGINS (comma-separated origins the
 * local project allows besides the loopback ones), PORTICO_LOCAL_EMAIL_LOGIN (true: email login on in the
 * local project, for a stack running services/frame), PORTICO_LOCAL_SOCIALS (comma-separated social providers
 * on in the local project, for a stack running services/frame and services/oidc), PORTICO_TRUST_PROXY (comma-separated addresses or
 * CIDR ranges of the reverse proxies in front of it, e.g. 127.0.0.1: client addresses and public URLs
 * from their X-Forwarded-* headers), PORTICO_LOG_LEVEL (debug, info, warn or error:
 * pino's JSON lines from that level; warn by default), PORTICO_DATA_CHAINS (a JSON list of chains,
 * `[{ caipNetworkId, name, rpcUrl, nativeCurrency }]`: serves their balances and history, the data layer),
 * PORTICO_PRICES (fixed USD prices by chain and token, `{ "eip155:31337": { "native": 3000 } }`: GET /v1/prices).
 * The name service (services/api/names) always runs.
 */
async function main(): Promise<void> {
  const allowedOrigins = (process.env.PORTICO_ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean)
  const port = readPort('PORT', DEFAULT_API_PORT)
  const trustProxy = readTrustProxy(process.env.PORTICO_TRUST_PROXY)
  const shutdown = onShutdownSignal()

  const api = await startApi({
    port,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.PORTICO_API_DATA_DIR ? { dataDir: process.env.PORTICO_API_DATA_DIR } : {}),
    allowedOrigins,
    localEmailLogin: process.env.PORTICO_LOCAL_EMAIL_LOGIN === 'true',
    localSocials: (process.env.PORTICO_LOCAL_SOCIALS ?? '').split(',').map((name) => name.trim()).filter(Boolean),
    trustProxy,
    logLevel: readLogLevel(process.env.PORTICO_LOG_LEVEL),
    extensions: [
      createNameService(),
      ...(process.env.PORTICO_DATA_CHAINS ? [createDataLayer({ chains: readDataChains(process.env.PORTICO_DATA_CHAINS) })] : []),
      ...(process.env.PORTICO_PRICES ? [createPriceLayer(readPrices(process.env.PORTICO_PRICES))] : []),
    ],
  })
  const stopping = shutdown.whenReady((signal) => {
    console.log(`Portico provider API: ${signal}, stopping`)
    api.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Portico provider API did not stop cleanly:', error)
        process.exit(1)
      },
    )
  })
  if (stopping) return
  console.log(`Portico provider API: ${api.url} (project id ${LOCAL_PROJECT_ID}, ${api.sql.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`)
}

function readLogLevel(value: string | undefined): NonNullable<StartApiOptions['logLevel']> {
  if (value === undefined || value === '') return 'warn'
  if (value === 'debug' || value === 'info' || value === 'warn' || value === 'error') return value
  throw new Error(`PORTICO_LOG_LEVEL must be debug, info, warn or error, not "${value.slice(0, 20)}"`)
}

await main()
