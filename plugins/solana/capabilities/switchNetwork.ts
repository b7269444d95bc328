import { ChainError, type ChainCapabilities } from 'portico/core'
import type { SolanaRuntime } from './SolanaRuntime.js'

type Params = Parameters<ChainCapabilities['switchNetwork']>[0]

/**
 * A Solana wallet has no network of its own to switch (the Wallet Standard names the chain on each
 * request): switching is the site's choice of cluster, among the namespace's networks.
 */
export async function switchNetwork(runtime: Pick<SolanaRuntime, 'kernel'>, { network }: Params): Promise<void> {
  const known = runtime.kernel.namespaces.get('solana')?.networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  if (!known) throw new ChainError('CHAIN_NOT_SUPPORTED', { details: network.caipNetworkId })
}
