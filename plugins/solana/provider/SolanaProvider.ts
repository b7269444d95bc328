import { ConnectionError } from 'portico/core'

/**
 * The chain provider handshake on solana (`Connector.getProvider()`): what a connector hands the
 * plugin's capabilities for the connected account, whatever carries it (the Wallet Standard, a
 * WalletConnect session). Bytes in and out; the capabilities check every result.
 */
export interface SolanaProvider {
  /** Marks the handshake: a connector's provider is taken only when it says so. */
  readonly kind: 'solana'
  /** The connected account's base58 public key. */
  readonly publicKey: string
  /** Signs `message` with the account's key; resolves with the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs a serialized transaction for `chain`; resolves with the signed wire transaction. */
  signTransaction?(transaction: Uint8Array, chain?: `solana:${string}`): Promise<Uint8Array>
  /** Signs and submits through the wallet's own node; resolves with the transaction's signature. */
  signAndSendTransaction?(transaction: Uint8Array, chain: `solana:${string}`): Promise<Uint8Array>
}

export function isSolanaProvider(value: unknown): value is SolanaProvider {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<SolanaProvider>
  return candidate.kind === 'solana' && typeof candidate.publicKey === 'string' && typeof candidate.signMessage === 'function'
}

/** The session's provider a wallet capability is given, checked to be a SolanaProvider; none is "not connected". */
export function solanaProviderOf(provider: unknown): SolanaProvider {
  if (provider === undefined) throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: '"solana" is not connected' })
  if (!isSolanaProvider(provider)) throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: 'the solana session offers no Solana provider' })
  return provider
}
