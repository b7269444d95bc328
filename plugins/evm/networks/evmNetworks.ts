import type { Network } from 'portico/core'
import { arbitrum, arbitrumGoerli } from './arbitrum.js'
import { aurora, auroraTestnet } from './aurora.js'
import { avalanche, avalancheFuji } from './avalanche.js'
import { base, baseGoerli, baseSepolia } from './base.js'
import { bsc, bscTestnet } from './bsc.js'
import { celo } from './celo.js'
import { goerli, mainnet, sepolia } from './ethereum.js'
import { gnosis } from './gnosis.js'
import { optimism, optimismGoerli } from './optimism.js'
import { polygon, polygonMumbai } from './polygon.js'
import { zkSync, zkSyncTestnet } from './zksync.js'
import { zora, zoraTestnet } from './zora.js'

/**
 * SPEC section 9's fixed list of EVM chains, in its order. These are the networks the public RPC
 * endpoint serves; a site that names none of its own gets all of them.
 */
export const EVM_NETWORKS: readonly Network[] = Object.freeze([
  mainnet, goerli, sepolia,
  optimism, optimismGoerli,
  arbitrum, arbitrumGoerli,
  polygon, polygonMumbai,
  celo,
  aurora, auroraTestnet,
  bsc, bscTestnet,
  avalanche, avalancheFuji,
  zkSync, zkSyncTestnet,
  gnosis,
  base, baseGoerli, baseSepolia,
  zora, zoraTestnet,
])

/** The fixed network of a network id, if it is one. */
export function fixedEvmNetwork(caipNetworkId: string): Network | undefined {
  return EVM_NETWORKS.find((network) => network.caipNetworkId === caipNetworkId)
}
