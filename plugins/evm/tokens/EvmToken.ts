import type { CaipNetworkId } from 'portico/core'

/** An ERC20 token whose balance the Account view shows on one network. */
export interface EvmToken {
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** The tokens to read, by network id: `{ 'eip155:1': [usdc, dai] }`. */
export type EvmTokens = Readonly<Partial<Record<CaipNetworkId, readonly EvmToken[]>>>
