import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

export const zkSync = defineEvmNetwork({
  id: 324,
  name: 'zkSync Era',
  nativeCurrency: ether(),
  rpcUrl: 'https://mainnet.era.zksync.io',
  explorer: { name: 'zkSync Explorer', url: 'https://explorer.zksync.io' },
  imageId: 'zksync',
})

export const zkSyncTestnet = defineEvmNetwork({
  id: 280,
  name: 'zkSync Era Testnet',
  nativeCurrency: ether(),
  rpcUrl: 'https://testnet.era.zksync.dev',
  explorer: { name: 'zkSync Explorer', url: 'https://goerli.explorer.zksync.io' },
  testnet: true,
  imageId: 'zksync',
})
