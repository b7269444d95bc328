import type { PriceTable } from './pricesSchema.js'

/** The fixed USD prices of the local stack's currencies and test tokens, in dollars. */
export const LOCAL_PRICES = { ETH: 3000, pUSD: 1, SOL: 150, pTEST: 0.5 } as const

export interface LocalPricedChains {
  /** The local EVM chains (CAIP-2), each with ETH and the test token at `evmToken`. */
  evm: readonly string[]
  evmToken: string
  solana: { caipNetworkId: string; mint: string }
}

/**
 * The price table the local stack passes to the API as PORTICO_PRICES: ETH and pUSD on each local
 * EVM chain, SOL and the test SPL token on the local Solana. Nothing else has a price there.
 */
export function localPriceTable({ evm, evmToken, solana }: LocalPricedChains): PriceTable {
  return {
    ...Object.fromEntries(evm.map((chain) => [chain, { native: LOCAL_PRICES.ETH, [evmToken.toLowerCase()]: LOCAL_PRICES.pUSD }])),
    [solana.caipNetworkId]: { native: LOCAL_PRICES.SOL, [solana.mint]: LOCAL_PRICES.pTEST },
  }
}
