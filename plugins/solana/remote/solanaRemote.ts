import type { CaipNetworkId, RemoteNamespace } from 'portico/core'

/** What the solana namespace asks a remote wallet for (a WalletConnect proposal, the embedded wallet). */
export const SOLANA_REMOTE = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
  events: [],
} as const

/** The solana namespace's `remote`: what it asks for, and its provider over the session, loaded with the first one. */
export function solanaRemote({ shownChain }: { shownChain(): CaipNetworkId | undefined }): RemoteNamespace {
  return {
    ...SOLANA_REMOTE,
    embedded: async () => (await import('./solanaEmbedded.js')).SOLANA_EMBEDDED,
    provider: async (session) => (await import('./createRemoteSolanaProvider.js')).createRemoteSolanaProvider({ session, shownChain }),
  }
}
