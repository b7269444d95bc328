import type { Sql } from '../../db/Sql.js'
import type { DataChain } from '../DataChain.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { createChainSync } from './createChainSync.js'

export interface Indexer {
  start(): void
  /** Resolves once no timer is set and no tick (so no fetch or query) is in flight. */
  stop(): Promise<void>
}

export interface CreateIndexerOptions {
  sql: Sql
  chains: readonly DataChain[]
  pollIntervalMs: number
  fetch: typeof fetch
  /** SPEC's 10 s by default. */
  rpcTimeoutMs?: number
  log?: (message: string) => void
}

/**
 * One independent loop per chain: a tick indexes what is new, then the next one is set (at once
 * while catching up, else after the poll interval; anvil mines a block per transaction). A failing
 * tick is logged once per distinct cause and retried on the next; it never reaches the server.
 */
export function createIndexer(options: CreateIndexerOptions): Indexer {
  const { sql, chains, pollIntervalMs, log = (message: string) => console.warn(message) } = options
  let controller: AbortController | undefined
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const running = new Set<Promise<void>>()

  function follow(chain: DataChain, signal: AbortSignal): void {
    const rpc = createRpcClient({ url: chain.rpcUrl, network: chain.caipNetworkId, fetch: options.fetch, timeoutMs: options.rpcTimeoutMs, signal })
    const sync = createChainSync({ sql, chainId: chain.caipNetworkId, rpc, log })
    let lastError: string | undefined

    const tick = async () => {
      let delay = pollIntervalMs
      try {
        if ((await sync.step()) === 'more') delay = 0
        if (lastError !== undefined) log(`[data] ${chain.name} (${chain.caipNetworkId}): indexing resumed`)
        lastError = undefined
      } catch (error) {
        if (signal.aborted) return
        const message = error instanceof Error ? error.message : String(error)
        if (message !== lastError) log(`[data] ${chain.name} (${chain.caipNetworkId}): indexing paused, retrying: ${message}`)
        lastError = message
      }
      schedule(delay)
    }

    const schedule = (delay: number) => {
      if (signal.aborted) return
      const timer = setTimeout(() => {
        timers.delete(timer)
        const run = tick()
        running.add(run)
        void run.finally(() => running.delete(run))
      }, delay)
      timers.add(timer)
    }

    schedule(0)
  }

  return {
    start() {
      if (controller) return
      controller = new AbortController()
      for (const chain of chains) follow(chain, controller.signal)
    },
    async stop() {
      controller?.abort(new Error('the indexer stopped'))
      controller = undefined
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...running])
    },
  }
}
