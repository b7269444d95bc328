import { fallback, http, RpcError } from 'portico/core'
import type { Network, Timers, Transport } from 'portico/core'
import { EvmError } from '../EvmError.js'
import type { EvmRuntime } from '../capabilities/EvmRuntime.js'
import { rpcUrlsOf, type RpcUrlsOfOptions } from './rpcUrlsOf.js'

export interface TransportsOptions extends RpcUrlsOfOptions {
  fetch: typeof fetch
  timers: Timers
  /** Where the connected wallet is found: reads of a network with no URL go to it. */
  wallet?: Pick<EvmRuntime, 'kernel' | 'sessions'>
}

export interface Transports {
  /** The network's transport, made on first use and kept for the kernel's lifetime. */
  of(network: Network): Transport
  /** Stops every transport made so far (time-outs, ranking polls, pending requests). */
  destroyAll(): void
}

/**
 * One kernel's JSON-RPC transports, one per network and URL list: a fallback over HTTP transports
 * (the kernel's fetch and timers, batching on). With several URLs the fallback ranks them as SPEC
 * section 9 says (a sample every 4 s, 10 kept); one URL has nothing to rank, so nothing polls. A
 * network with no URL at all reads through the connected wallet, never through a host of our choosing.
 */
export function createTransports(options: TransportsOptions): Transports {
  const made = new Map<string, Transport>()
  let destroyed = false
  return {
    of(network) {
      const urls = rpcUrlsOf(network, options)
      const { wallet } = options
      if (urls.length === 0 && !wallet) throw new EvmError('RPC_URL_MISSING', { details: `network ${network.caipNetworkId}` })
      const key = `${network.caipNetworkId} ${urls.length > 0 ? urls.join(' ') : 'wallet'}`
      let transport = made.get(key)
      if (!transport) {
        if (urls.length === 0 && wallet) {
          transport = walletReads(network, wallet)
        } else {
          const transports = urls.map((url) => http(url, { fetch: options.fetch, timers: options.timers, batch: true }))
          transport = fallback(transports, { timers: options.timers, rank: transports.length > 1 })
        }
        // A transport asked for after teardown is born destroyed: it rejects instead of polling.
        if (destroyed) transport.destroy()
        else made.set(key, transport)
      }
      return transport
    },
    destroyAll() {
      destroyed = true
      for (const transport of made.values()) transport.destroy()
      made.clear()
    },
  }
}

/** Reads through the connected wallet (see readThroughWallet); its code loads with the first read. */
function walletReads(network: Network, wallet: Pick<EvmRuntime, 'kernel' | 'sessions'>): Transport {
  let destroyed = false
  return {
    async request(request) {
      if (destroyed) throw new RpcError('RPC_TRANSPORT_DESTROYED', { details: `wallet reads of ${network.caipNetworkId}` })
      return (await import('./readThroughWallet.js')).readThroughWallet(wallet, network, request)
    },
    destroy() {
      destroyed = true
    },
  }
}
