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

/**
 * A chain as viem (and so wagmi) describes one, read by shape so that a site passes one list to
 * both without core depending on either. It says nothing of its namespace: a chain plugin's
 * `adoptNetwork` claims it and makes the Network. `caipNetworkId` and `chainNamespace` are absent,
 * which is how it is told from a Network.
 */
export interface ChainDefinition {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  caipNetworkId?: never
  chainNamespace?: never
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
