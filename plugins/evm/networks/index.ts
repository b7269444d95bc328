export {
  mainnet, sepolia, optimism, optimismSepolia, arbitrum, arbitrumSepolia, polygon, polygonAmoy, celo, celoSepolia,
  aurora, auroraTestnet, bsc, bscTestnet, avalanche, avalancheFuji, zkSync, zkSyncSepolia, gnosis, base, baseSepolia,
  zora, zoraSepolia, EVM_NETWORKS, fixedEvmNetwork,
} from './evmNetworks.js'
export { defineEvmNetwork, type EvmNetworkDefinition } from './defineEvmNetwork.js'
