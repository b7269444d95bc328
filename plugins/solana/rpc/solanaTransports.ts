import { fallback, http, networkRpcUrls, type Network, type Timers, type Transport } from 'portico/core'
import { SOLANA_NETWORKS } from '../networks/solanaNetworks.js'
import { SolanaError } from '../SolanaError.js'

export interface SolanaTransportsOptions {
  fetch: typeof fetch
  timers: Timers
  /** The kernel's public RPC host (`options.rpcUrl`); undefined unless the site set one. */
  rpcUrl: string | undefined
  projectId: string
}

export interface SolanaTransports {
  of(network: Network): Transport
  destroyAll(): void
}

/**
 * One JSON-RPC transport per network, as on eip155: the site's own URLs win; a cluster of the fixed
 * list that still carries the URLs this plugin ships reads through the site's public endpoint when
 * it set `rpcUrl` (SPEC section 7), else through the cluster's own node.
 */
export function createSolanaTransports(options: SolanaTransportsOptions): SolanaTransports {
  const made = new Map<string, Transport>()
  let destroyed = false
  return {
    of(network) {
      const fixed = SOLANA_NETWORKS.find((candidate) => candidate.caipNetworkId === network.caipNetworkId)
      const urls = networkRpcUrls(network, fixed, options)
      if (urls.length === 0) throw new SolanaError('RPC_URL_MISSING', { details: `network ${network.caipNetworkId}` })
      const key = `${network.caipNetworkId} ${urls.join(' ')}`
      let transport = made.get(key)
      if (!transport) {
        const transports = urls.map((url) => http(url, { fetch: options.fetch, timers: options.timers }))
        transport = fallback(transports, { timers: options.timers, rank: transports.length > 1 })
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
