import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

export const base = defineEvmNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
  imageId: 'base',
})

export const baseGoerli = defineEvmNetwork({
  id: 84531,
  name: 'Base Goerli',
  nativeCurrency: ether('Goerli Ether'),
  rpcUrl: 'https://goerli.base.org',
  explorer: { name: 'Basescan', url: 'https://goerli.basescan.org' },
  testnet: true,
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
