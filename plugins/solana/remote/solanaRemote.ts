import type { CaipNetworkId, RemoteEmbedded, RemoteNamespace } from 'portico/core'

/** What the solana namespace asks a remote wallet for (a WalletConnect proposal, the embedded wallet). */
export const SOLANA_REMOTE = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  events: [],
} as const

/** What the embedded wallet's frame serves on solana: SPEC section 9's three networks and every signing method. */
export const SOLANA_EMBEDDED: RemoteEmbedded = {
  // Mainnet, devnet and testnet, by the first 32 characters of their genesis hashes.
  chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  methods: SOLANA_REMOTE.methods,
}

/** The solana namespace's `remote`: what it asks for, and its provider over the session, loaded with the first one. */
export function solanaRemote({ shownChain }: { shownChain(): CaipNetworkId | undefined }): RemoteNamespace {
  return {
    ...SOLANA_REMOTE,
    embedded: SOLANA_EMBEDDED,
    provider: async (session) => (await import('./createRemoteSolanaProvider.js')).createRemoteSolanaProvider({ session, shownChain }),
  }
}
