import type { Network } from 'portico/core'

/** SOL: 1 SOL is 10^9 lamports. */
export const SOL = Object.freeze({ name: 'Solana', symbol: 'SOL', decimals: 9 })

interface SolanaNetworkDefinition {
  /** The cluster's genesis hash; its CAIP-2 id is `solana:` and the hash's first 32 characters. */
  genesisHash: string
  name: string
  rpcUrl: string
  /** The explorer's cluster query ('' for mainnet-beta). */
  cluster: string
  testnet: boolean
}

function defineSolanaNetwork({ genesisHash, name, rpcUrl, cluster, testnet }: SolanaNetworkDefinition): Network {
  const reference = genesisHash.slice(0, 32)
  const http = Object.freeze([rpcUrl])
  return Object.freeze({
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: Object.freeze({ default: Object.freeze({ http }), chainDefault: Object.freeze({ http }) }),
    blockExplorers: Object.freeze({ default: Object.freeze({ name: 'Solana Explorer', url: `https://explorer.solana.com${cluster ? `?cluster=${cluster}` : ''}` }) }),
    testnet,
    assets: Object.freeze({ imageId: 'solana' }),
  })
}

export const solana = defineSolanaNetwork({ genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', name: 'Solana', rpcUrl: 'https://api.mainnet-beta.solana.com', cluster: '', testnet: false })
export const solanaDevnet = defineSolanaNetwork({ genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', name: 'Solana Devnet', rpcUrl: 'https://api.devnet.solana.com', cluster: 'devnet', testnet: true })
export const solanaTestnet = defineSolanaNetwork({ genesisHash: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY', name: 'Solana Testnet', rpcUrl: 'https://api.testnet.solana.com', cluster: 'testnet', testnet: true })

/** SPEC section 9's three Solana networks: mainnet-beta, devnet and testnet. */
export const SOLANA_NETWORKS: readonly Network[] = Object.freeze([solana, solanaDevnet, solanaTestnet])

/**
 * The Wallet Standard's name for a network ('solana:mainnet'...), which wallets list in `chains`;
 * any network not of the three clusters (the site's own, a local one) is 'solana:localnet'.
 */
export function walletStandardChain(caipNetworkId: string): `solana:${string}` {
  if (caipNetworkId === solana.caipNetworkId) return 'solana:mainnet'
  if (caipNetworkId === solanaDevnet.caipNetworkId) return 'solana:devnet'
  if (caipNetworkId === solanaTestnet.caipNetworkId) return 'solana:testnet'
  return 'solana:localnet'
}
