/** The chain namespaces Portico knows, in SPEC section 5's order. Plugins register each one. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

export const DEFAULT_CHAIN_ID = 'eip155:1'

/** SPEC section 9: the account type each namespace starts with. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<ChainNamespace, AccountType>>> = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment'

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
