import type { Network } from '../types/network.js'

/** The key of a network's native currency in a price query and its answer. */
export const NATIVE_PRICE_KEY = 'native'

/** A token to price: its contract or mint address, or none for the network's native currency. */
export interface PricedToken {
  address?: string | undefined
  symbol: string
}

export interface PriceQuery {
  network: Network
  tokens: readonly PricedToken[]
}

/**
 * Where fiat prices come from (SPEC section 3's token balance `price`). The answer maps each
 * token's address as asked, or NATIVE_PRICE_KEY for the native currency, to its price in USD. A
 * token the source does not know is absent from the answer: no price is ever made up, so a
 * renderer shows no fiat value for it rather than a wrong one.
 */
export interface PriceSource {
  prices(query: PriceQuery): Promise<ReadonlyMap<string, number>>
}

/** The key a token is priced under: its address, or NATIVE_PRICE_KEY. */
export const priceKeyOf = (token: PricedToken): string => token.address ?? NATIVE_PRICE_KEY
