import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

export const arbitrum = defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether(),
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  imageId: 'arbitrum',
})

export const arbitrumGoerli = defineEvmNetwork({
  id: 421613,
  name: 'Arbitrum Goerli',
  nativeCurrency: ether('Arbitrum Goerli Ether'),
  rpcUrl: 'https://goerli-rollup.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://goerli.arbiscan.io' },
  testnet: true,
  imageId: 'arbitrum',
})
