import type { ChainNamespace } from './namespaces.js'

/**
 * Wallets that mobile lists keep although they have no mobile link (SPEC section 5): they open
 * through deep links of their own. Portico's wallet registry is its own (services/api serves it),
 * so these are Portico registry ids, and the registry must list them, or the rule keeps nothing.
 */
export const MOBILE_EXCHANGE_WALLET_ID = 'portico-exchange'

/** The two Solana wallets that mobile lists keep on Solana; the registry must list them too. */
export const SOLANA_MOBILE_WALLET_IDS: readonly string[] = ['portico-solana-1', 'portico-solana-2']

/**
 * The extra ids per namespace. Kept here, keyed by namespace, so the filtering code in
 * core/wallets stays generic and never names a namespace itself.
 */
export const MOBILE_WALLET_IDS_BY_NAMESPACE: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  solana: SOLANA_MOBILE_WALLET_IDS,
}
