import type { ChainNamespace } from '../constants/namespaces.js'

/** A two-part CAIP-2 id, `namespace:reference`. */
export type CaipNetworkId = `${string}:${string}`
/** A three-part CAIP-10 id, `namespace:reference:address`. */
export type CaipAddress = `${string}:${string}:${string}`

export interface NativeCurrency {
  name: string
  decimals: number
  symbol: string
}

export interface Network {
  id: string | number
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] }; chainDefault?: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/** SPEC section 3, per-chain network state. */
export interface NetworkState {
  caipNetwork: Network | undefined
  requestedCaipNetworks: readonly Network[]
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: readonly (string | number)[]
  /** Set when the wallet sits on a network the site did not configure (named 'Unknown Network'). */
  unsupported: boolean
}
