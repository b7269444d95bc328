import type { Timers } from '../kernel/createTimers.js'
import { fallback } from '../rpc/fallback.js'
import { http } from '../rpc/http.js'
import { networkRpcUrls, type Transport } from '../rpc/Transport.js'
import type { Network } from '../types/network.js'

export interface TransportCacheOptions {
  /** The kernel's fetch and timers: its destroy() cancels every time-out and ranking poll. */
  fetch: typeof fetch
  timers: Timers
  /** The kernel's public RPC host (`options.rpcUrl`); undefined unless the site set one. */
  rpcUrl: string | undefined
  projectId: string
  /**
   * The plugin's own copies of its fixed networks: one the site left with the URLs the plugin
   * ships reads through the public endpoint (SPEC section 7, see networkRpcUrls).
   */
  fixedNetworks: readonly Network[]
  /**
   * How a network with no URL at all is read, e.g. through the connected wallet; never through a
   * host of our choosing. Without it such a network has no transport: `noUrl` is thrown.
   */
  withoutUrl?(network: Network): Transport
  /** The plugin's coded error for a network with nothing to read it from. */
  noUrl(network: Network): Error
}

export interface TransportCache {
  /** The network's transport, made on first use and kept until `destroyAll`. */
  of(network: Network): Transport
  /** The URLs reads of `network` go to, best first; empty when it has none. */
  urlsOf(network: Network): string[]
  /** Stops every transport made so far (time-outs, ranking polls, pending requests). */
  destroyAll(): void
}

/**
 * One kernel's JSON-RPC transports for a chain plugin, one per network and URL list: a fallback over
 * HTTP transports that batch calls made in the same tick. With several URLs the fallback ranks them
 * as SPEC section 9 says; one URL has nothing to rank, so nothing polls. A network whose URLs the
 * site changes gets a new transport; one asked for after `destroyAll` is born destroyed.
 */
export function createTransportCache(options: TransportCacheOptions): TransportCache {
  const made = new Map<string, Transport>()
  let destroyed = false
  const urlsOf = (network: Network) => {
    const fixed = options.fixedNetworks.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
    return networkRpcUrls(network, fixed, options)
  }
  const build = (network: Network, urls: readonly string[]): Transport => {
    if (urls.length === 0) {
      if (!options.withoutUrl) throw options.noUrl(network)
      return options.withoutUrl(network)
    }
    const transports = urls.map((url) => http(url, { fetch: options.fetch, timers: options.timers, batch: true }))
    return fallback(transports, { timers: options.timers, rank: transports.length > 1 })
  }

  return {
    of(network) {
      const urls = urlsOf(network)
      const key = `${network.caipNetworkId} ${urls.join(' ')}`
      let transport = made.get(key)
      if (!transport) {
        transport = build(network, urls)
        // A transport asked for after teardown rejects at once instead of polling.
        if (destroyed) transport.destroy()
        else made.set(key, transport)
      }
      return transport
    },
    urlsOf,
    destroyAll() {
      destroyed = true
      for (const transport of made.values()) transport.destroy()
      made.clear()
    },
  }
}
