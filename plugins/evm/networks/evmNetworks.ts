import type { Network } from 'portico/core'
import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

// The evm plugin's own networks, each as `viem/chains` (the installed version) describes it; a test
// holds every field to viem's, so a new viem shows what changed. Retired testnets (Goerli and the
// rollups built on it, Mumbai, Zora's Goerli testnet 999) are left out, though SPEC section 9 lists them.

export const mainnet = defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether(),
  rpcUrl: 'https://ethereum.reth.rs/rpc',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  imageId: 'ethereum',
})

export const sepolia = defineEvmNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: ether('Sepolia Ether'),
  rpcUrl: 'https://11155111.rpc.thirdweb.com',
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
  imageId: 'ethereum',
})

export const optimism = defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  imageId: 'optimism',
})

export const optimismSepolia = defineEvmNetwork({
  id: 11155420,
  name: 'OP Sepolia',
  nativeCurrency: ether('Sepolia Ether'),
  rpcUrl: 'https://sepolia.optimism.io',
  explorer: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  testnet: true,
  imageId: 'optimism',
})

export const arbitrum = defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether(),
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  imageId: 'arbitrum',
})

export const arbitrumSepolia = defineEvmNetwork({
  id: 421614,
  name: 'Arbitrum Sepolia',
  nativeCurrency: ether('Arbitrum Sepolia Ether'),
  rpcUrl: 'https://sepolia-rollup.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' },
  testnet: true,
  imageId: 'arbitrum',
})

export const polygon = defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon.drpc.org',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  imageId: 'polygon',
})

export const polygonAmoy = defineEvmNetwork({
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon-amoy.drpc.org',
  explorer: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' },
  testnet: true,
  imageId: 'polygon',
})

export const celo = defineEvmNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrl: 'https://forno.celo.org',
  explorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
  imageId: 'celo',
})

// Celo's testnet since viem marked Alfajores (44787) deprecated.
export const celoSepolia = defineEvmNetwork({
  id: 11142220,
  name: 'Celo Sepolia Testnet',
  nativeCurrency: { name: 'CELO', symbol: 'S-CELO', decimals: 18 },
  rpcUrl: 'https://forno.celo-sepolia.celo-testnet.org',
  explorer: { name: 'Celo Sepolia Explorer', url: 'https://celo-sepolia.blockscout.com/' },
  testnet: true,
  imageId: 'celo',
})

export const aurora = defineEvmNetwork({
  id: 1313161554,
  name: 'Aurora',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.aurora.dev',
  explorer: { name: 'Aurorascan', url: 'https://aurorascan.dev' },
  imageId: 'aurora',
})

export const auroraTestnet = defineEvmNetwork({
  id: 1313161555,
  name: 'Aurora Testnet',
  nativeCurrency: ether(),
  rpcUrl: 'https://testnet.aurora.dev',
  explorer: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' },
  testnet: true,
  imageId: 'aurora',
})

export const bsc = defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrl: 'https://56.rpc.thirdweb.com',
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
  imageId: 'bsc',
})

export const bscTestnet = defineEvmNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  explorer: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
  testnet: true,
  imageId: 'bsc',
})

export const avalanche = defineEvmNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
  imageId: 'avalanche',
})

export const avalancheFuji = defineEvmNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrl: 'https://api.avax-test.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' },
  testnet: true,
  imageId: 'avalanche',
})

export const zkSync = defineEvmNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.era.zksync.io',
  explorer: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
  imageId: 'zksync',
})

export const zkSyncSepolia = defineEvmNetwork({
  id: 300,
  name: 'ZKsync Sepolia Testnet',
  nativeCurrency: ether(),
  rpcUrl: 'https://sepolia.era.zksync.dev',
  explorer: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io/' },
  testnet: true,
  imageId: 'zksync',
})

export const gnosis = defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrl: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
  imageId: 'gnosis',
})

export const base = defineEvmNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
  imageId: 'base',
})

export const baseSepolia = defineEvmNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: ether('Sepolia Ether'),
  rpcUrl: 'https://sepolia.base.org',
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
  imageId: 'base',
})

export const zora = defineEvmNetwork({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether(),
  rpcUrl: 'https://rpc.zora.energy',
  explorer: { name: 'Explorer', url: 'https://explorer.zora.energy' },
  imageId: 'zora',
})

export const zoraSepolia = defineEvmNetwork({
  id: 999999999,
  name: 'Zora Sepolia',
  nativeCurrency: ether('Zora Sepolia'),
  rpcUrl: 'https://sepolia.rpc.zora.energy',
  explorer: { name: 'Zora Sepolia Explorer', url: 'https://sepolia.explorer.zora.energy/' },
  testnet: true,
  imageId: 'zora',
})

/**
 * The networks a site that names none of its own gets, mainnet first: the public RPC endpoint
 * serves them, and a site's network of the same id is laid over its entry here (mergeNetworks).
 */
export const EVM_NETWORKS: readonly Network[] = Object.freeze([
  mainnet, sepolia,
  optimism, optimismSepolia,
  arbitrum, arbitrumSepolia,
  polygon, polygonAmoy,
  celo, celoSepolia,
  aurora, auroraTestnet,
  bsc, bscTestnet,
  avalanche, avalancheFuji,
  zkSync, zkSyncSepolia,
  gnosis,
  base, baseSepolia,
  zora, zoraSepolia,
])

/** The fixed network of a network id, if it is one. */
export function fixedEvmNetwork(caipNetworkId: string): Network | undefined {
  return EVM_NETWORKS.find((network) => network.caipNetworkId === caipNetworkId)
}
