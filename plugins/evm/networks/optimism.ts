import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

export const optimism = defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  imageId: 'optimism',
})

export const optimismGoerli = defineEvmNetwork({
  id: 420,
  name: 'Optimism Goerli',
  nativeCurrency: ether('Goerli Ether'),
  rpcUrl: 'https://goerli.optimism.io',
  explorer: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' },
  testnet: true,
  imageId: 'optimism',
})
