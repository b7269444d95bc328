import type { CaipNetworkId, ChainNamespace } from 'portico/core'

/**
 * What the embedded wallet's frame serves, per namespace (SPEC sections 6, 7 and 9): the auth
 * connector exists on these namespaces only, on these chains only (plus the site's `chains`
 * option), and the frame is asked only these wallet methods. Reads never go to the frame: each
 * chain plugin's remote provider sends them to the site's own nodes. This is the frame's list,
 * the one place the plugin names namespaces; what a namespace's provider does is its plugin's.
 */
export interface EmbeddedNamespace {
  chains: readonly CaipNetworkId[]
  methods: readonly string[]
}

const EVM_CHAIN_IDS = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280, 100, 8453,
  84531, 84532, 7777777, 999,
]

export const EMBEDDED_NAMESPACES: Readonly<Partial<Record<ChainNamespace, EmbeddedNamespace>>> = {
  eip155: {
    chains: EVM_CHAIN_IDS.map((id): CaipNetworkId => `eip155:${id}`),
    methods: [
      'eth_sendTransaction', 'eth_sendRawTransaction', 'personal_sign', 'eth_signTypedData_v4',
      'wallet_sendCalls', 'wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_grantPermissions', 'wallet_revokePermissions', 'wallet_getAssets',
    ],
  },
  solana: {
    // Mainnet, devnet and testnet, by the first 32 characters of their genesis hashes.
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  },
}

/** The namespace of a CAIP-2 id, or undefined for one that is not. */
export function namespaceOf(caipNetworkId: string): ChainNamespace | undefined {
  const [namespace, reference, ...rest] = caipNetworkId.split(':')
  return namespace && reference && rest.length === 0 ? namespace : undefined
}
