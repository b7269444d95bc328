/** A chain the data layer indexes and answers for, reached through one JSON-RPC endpoint. */
export interface DataChain {
  caipNetworkId: `eip155:${number}`
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}
