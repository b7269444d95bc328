import type { ApiExtension, ApiExtensionContext } from '../ApiExtension.js'
import type { Sql } from '../db/Sql.js'
import { isEvmDataChain, type DataChain } from './DataChain.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { createDataRoutes } from './routes/createDataRoutes.js'
import { dataMigrations } from './store/dataMigrations.js'
import { registerTokenImages } from './store/registerTokenImages.js'
import { seedNftSpam } from './store/seedNftSpam.js'

export type { DataChain } from './DataChain.js'

export interface CreateDataLayerOptions {
  /**
   * The API's database. Optional: when absent, the one startApi hands to start() and to every
   * request is used, so `startApi({ extensions: [createDataLayer({ chains })] })` works as is.
   */
  sql?: Sql
  chains: readonly DataChain[]
  /** How often each chain's node is asked for a new block once caught up; 500 ms by default. */
  pollIntervalMs?: number
  fetch?: typeof fetch
  /** How long a node may take to answer; SPEC's 10 s by default. */
  rpcTimeoutMs?: number
  /** Where the indexer's warnings go; console.warn by default. */
  log?: (message: string) => void
}

const DEFAULT_POLL_INTERVAL_MS = 500

/**
 * The data layer of the provider API: balances read live from each chain's node, and transaction
 * history from an index that start() fills (backfill from block 0, then following new blocks) and
 * stop() halts. The routes are in ./routes/createDataRoutes.ts.
 */
export function createDataLayer(options: CreateDataLayerOptions): ApiExtension {
  // Resolved per call so a fetch installed after creation (a test's guard, a proxy) is the one used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  // The API's own URL, known once it listens: the base of the image URLs in answers.
  let apiUrl: string | undefined
  let indexer: Indexer | undefined
  return {
    name: 'data',
    migrations: dataMigrations,
    routes: createDataRoutes({ sql: options.sql, chains: options.chains, fetch: doFetch, rpcTimeoutMs: options.rpcTimeoutMs, apiUrl: () => apiUrl }),
    async start(context?: ApiExtensionContext) {
      if (indexer) return
      const sql = options.sql ?? context?.sql
      if (!sql) throw new Error('the data layer needs a database: pass sql to createDataLayer, or start it through startApi')
      apiUrl = context?.url
      await registerTokenImages(sql, options.chains.map((chain) => chain.nativeCurrency.symbol), options.log)
      await seedNftSpam(sql, options.chains)
      indexer = createIndexer({
        sql,
        // Only EVM chains have an index: a Solana chain's balances are read live.
        chains: options.chains.filter(isEvmDataChain),
        pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
        fetch: doFetch,
        rpcTimeoutMs: options.rpcTimeoutMs,
        ...(options.log ? { log: options.log } : {}),
      })
      indexer.start()
    },
    async stop() {
      await indexer?.stop()
      indexer = undefined
    },
  }
}
