import { decodeBase58 } from 'portico/core'

// SPEC section 5: 32 to 44 base58 characters. Base58 drops 0, O, I and l, which read alike.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to a 32-byte public
 * key. Pure and SDK-free, so it runs on first paint; whether the key lies on the curve is no
 * address's business (program-derived addresses do not).
 */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && decodeBase58(value)?.length === 32
}
