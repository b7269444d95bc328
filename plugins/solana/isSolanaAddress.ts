// SPEC section 5: 32 to 44 base58 characters. Base58 drops 0, O, I and l, which read alike.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Whether `value` is a Solana address: 32 to 44 base58 characters that decode to a 32-byte public
 * key. Pure and SDK-free, so it runs on first paint; whether the key lies on the curve is no
 * address's business (program-derived addresses do not).
 */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value) && base58ByteLength(value) === 32
}

/** How many bytes a base58 string decodes to (each leading '1' is a zero byte). */
function base58ByteLength(text: string): number {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const zeros = text.length - text.replace(/^1+/, '').length
  return zeros + (value === 0n ? 0 : Math.ceil(value.toString(16).length / 2))
}
