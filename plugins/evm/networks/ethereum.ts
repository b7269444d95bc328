import { defineEvmNetwork, ether } from './defineEvmNetwork.js'

export const mainnet = defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether(),
  rpcUrl: 'https://cloudflare-eth.com',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  imageId: 'ethereum',
})

export const goerli = defineEvmNetwork({
  id: 5,
  name: 'Goerli',
  nativeCurrency: ether('Goerli Ether'),
  rpcUrl: 'https://rpc.ankr.com/eth_goerli',
  explorer: { name: 'Etherscan', url: 'https://goerli.etherscan.io' },
  testnet: true,
  imageId: 'ethereum',
})

export const sepolia = defineEvmNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: ether('Sepolia Ether'),
  rpcUrl: 'https://rpc.sepolia.org',
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
  imageId: 'ethereum',
})
