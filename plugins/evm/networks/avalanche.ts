import { defineEvmNetwork } from './defineEvmNetwork.js'

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
