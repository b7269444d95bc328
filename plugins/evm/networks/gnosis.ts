import { defineEvmNetwork } from './defineEvmNetwork.js'

export const gnosis = defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrl: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
  imageId: 'gnosis',
})
