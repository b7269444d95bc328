import { defineEvmNetwork } from './defineEvmNetwork.js'

export const bsc = defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
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
