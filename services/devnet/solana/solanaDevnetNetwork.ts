import type { Network } from '../../../core/types/network.js'
import type { SolanaDevnet } from './startSolanaDevnet.js'

/** The local Solana as a Portico network, ready for a kernel's `networks` beside the devnet's EVM chains. */
export function solanaDevnetNetwork(devnet: Pick<SolanaDevnet, 'genesisHash' | 'caipNetworkId' | 'rpcUrl'>): Network {
  return {
    id: devnet.genesisHash.slice(0, 32),
    caipNetworkId: devnet.caipNetworkId,
    chainNamespace: 'solana',
    name: 'Portico Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
    testnet: true,
  }
}
