import type { ChainNamespace } from '../constants/namespaces.js'
import { MOBILE_EXCHANGE_WALLET_ID, MOBILE_WALLET_IDS_BY_NAMESPACE } from '../constants/walletIds.js'

/**
 * The wallets a mobile list keeps without a mobile link on `namespace` (usually the active one):
 * the exchange wallet everywhere, plus the namespace's own (on Solana, two Solana wallets).
 */
export function mobileExtraWalletIds(namespace: ChainNamespace | undefined): readonly string[] {
  const own = namespace ? (MOBILE_WALLET_IDS_BY_NAMESPACE[namespace] ?? []) : []
  return [MOBILE_EXCHANGE_WALLET_ID, ...own]
}
