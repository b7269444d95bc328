import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

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
