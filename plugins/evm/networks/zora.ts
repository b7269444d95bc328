import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

export const zora = defineEvmNetwork({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether(),
  rpcUrl: 'https://rpc.zora.energy',
  explorer: { name: 'Explorer', url: 'https://explorer.zora.energy' },
  imageId: 'zora',
})

export const zoraTestnet = defineEvmNetwork({
  id: 999,
  name: 'Zora Goerli Testnet',
  nativeCurrency: ether('Zora Goerli Ether'),
  rpcUrl: 'https://testnet.rpc.zora.energy',
  explorer: { name: 'Explorer', url: 'https://testnet.explorer.zora.energy' },
  testnet: true,
  imageId: 'zora',
})
