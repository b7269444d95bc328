/**
 * SPEC section 5: the two Solana wallets that mobile lists keep on Solana although they have no
 * mobile link. Portico registry ids (services/api serves the registry, which must list them). The
 * solana namespace registers them as its `mobileWalletIds`.
 */
export const SOLANA_MOBILE_WALLET_IDS: readonly string[] = ['portico-solana-1', 'portico-solana-2']
