/** A chain the data layer answers for, reached through one JSON-RPC endpoint. */
export interface DataChain {
  caipNetworkId: `eip155:${number}` | `solana:${string}`
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /**
   * Solana only: the SPL tokens (by mint `address`) whose balances it answers. An EVM chain's
   * tokens are the ones its index has seen.
   */
  tokens?: readonly DataToken[] | undefined
  /**
   * EVM only: the ERC-721 collections (contract addresses) flagged as spam, written to the
   * data_nft_spam table at start; the NFT list marks their tokens flags.is_spam.
   */
  spamNfts?: readonly string[] | undefined
}

export interface DataToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

/** An EVM chain: indexed for history, its balances read through eth_call. */
export type EvmDataChain = DataChain & { caipNetworkId: `eip155:${number}` }

export const isEvmDataChain = (chain: DataChain): chain is EvmDataChain => chain.caipNetworkId.startsWith('eip155:')
