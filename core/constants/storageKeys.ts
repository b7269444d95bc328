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
