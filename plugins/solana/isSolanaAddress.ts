// SPEC section 5: 32 to 44 base58 characters. Base58 drops 0, O, I and l, which read alike.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` looks like a Solana address. Pure, so it runs on first paint without the SDK;
 * whether the decoded 32 bytes are a valid public key is left to the SDK when it is needed.
 */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
