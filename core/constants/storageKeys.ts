/** SPEC section 3: what Portico keeps in local storage, prefixed so two sites' data never mix. */
export const STORAGE_KEYS = {
  emailLoginUsed: 'portico:email-login-used',
  email: 'portico:email',
  socialUsername: 'portico:social-username',
  lastEmailLoginTime: 'portico:last-email-login-time',
  lastUsedChainId: 'portico:last-used-chain-id',
  smartAccountEnabledNetworks: 'portico:smart-account-enabled-networks',
  recentWallet: 'portico:recent-wallet',
  connectedConnectors: 'portico:connected-connectors',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * SPEC section 4's login cache: the email login's flag and address, the last chain and the social
 * username. A disconnect, or a failed connected-check of the email or social login, clears it.
 */
export const LOGIN_CACHE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.emailLoginUsed,
  STORAGE_KEYS.email,
  STORAGE_KEYS.lastUsedChainId,
  STORAGE_KEYS.socialUsername,
]
