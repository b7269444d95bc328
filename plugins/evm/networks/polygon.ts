import { defineEvmNetwork } from './defineEvmNetwork.js'

export const polygon = defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrl: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  imageId: 'polygon',
})

export const polygonMumbai = defineEvmNetwork({
  id: 80001,
  name: 'Polygon Mumbai',
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  rpcUrl: 'https://rpc-mumbai.maticvigil.com',
  explorer: { name: 'PolygonScan', url: 'https://mumbai.polygonscan.com' },
  testnet: true,
  imageId: 'polygon',
})
