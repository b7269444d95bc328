import { defineEvmNetwork } from './defineEvmNetwork.js'

export const celo = defineEvmNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrl: 'https://forno.celo.org',
  explorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
  imageId: 'celo',
})
