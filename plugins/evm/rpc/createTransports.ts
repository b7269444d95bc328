import { networkRpcUrls, type Network, fallback, http, RpcError, type Timers, type Transport } from 'portico/core'
import type { EvmRuntime } from '../capabilities/createCapabilities.js'
import { EvmError } from '../EvmError.js'
import { fixedEvmNetwork } from '../networks/evmNetworks.js'

export interface RpcUrlsOfOptions {
  /** The public RPC host, the kernel's `options.rpcUrl`; undefined unless the site set one. */
  rpcUrl: string | undefined
  projectId: string
}

/** The URLs reads of `network` go to, best first (portico/core's networkRpcUrls over the fixed EVM list). */
export const rpcUrlsOf = (network: Network, options: RpcUrlsOfOptions): string[] => networkRpcUrls(network, fixedEvmNetwork(network.caipNetworkId), options)

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
