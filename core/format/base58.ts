const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Keys are 44 characters and signatures 88 at most; a longer text is no key or signature. */
const MAX_LENGTH = 128

/**
 * Bitcoin's base58, the text form of keys and signatures on several chains, SDK-free so address
 * rules run on first paint. undefined for a character outside the alphabet or a text past
 * `maxLength` characters (128 unless told: a key or a signature; a message to sign may be longer).
 */
export function decodeBase58(text: string, maxLength = MAX_LENGTH): Uint8Array | undefined {
  if (text.length > maxLength) return undefined
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  // Each leading '1' is a zero byte.
  const zeros = text.length - text.replace(/^1+/, '').length
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...bytes])
}

/** The base58 text of `bytes`, each leading zero byte a '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = ALPHABET[Number(value % 58n)]! + text
  const zeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(zeros < 0 ? bytes.length : zeros) + text
}
