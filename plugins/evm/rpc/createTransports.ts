import { createTransportCache, type Network, RpcError, type Timers, type Transport, type TransportCache } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { EVM_NETWORKS } from '../networks/evmNetworks.js'

export interface RpcUrlsOfOptions {
  /** The public RPC host, the kernel's `options.rpcUrl`; undefined unless the site set one. */
  rpcUrl: string | undefined
  projectId: string
}

export interface TransportsOptions extends RpcUrlsOfOptions {
  fetch: typeof fetch
  timers: Timers
  /** The connected session's provider (undefined while none is): reads of a network with no URL go to it. */
  wallet?: () => unknown
}

/**
 * One kernel's eip155 transports: portico/core's transport cache over the fixed EVM list. A
 * network with no URL at all reads through the connected wallet, never through a host of our
 * choosing; without a wallet to ask, it is RPC_URL_MISSING.
 */
export function createTransports(options: TransportsOptions): TransportCache {
  const { wallet, ...reads } = options
  return createTransportCache({
    ...reads,
    fixedNetworks: EVM_NETWORKS,
    ...(wallet ? { withoutUrl: (network: Network) => walletReads(network, wallet) } : {}),
    noUrl: (network) => new EvmError('RPC_URL_MISSING', { details: `network ${network.caipNetworkId}` }),
  })
}

/** Reads through the connected wallet (see readThroughWallet); its code loads with the first read. */
function walletReads(network: Network, wallet: () => unknown): Transport {
  let destroyed = false
  return {
    async request(request) {
      if (destroyed) throw new RpcError('RPC_TRANSPORT_DESTROYED', { details: `wallet reads of ${network.caipNetworkId}` })
      return (await import('./readThroughWallet.js')).readThroughWallet(wallet(), network, request)
    },
    destroy() {
      destroyed = true
    },
  }
}
