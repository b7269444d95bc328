import { base64ToBytes, bytesToBase64 } from './base64.js'

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256; the code has 100 bits, so this guards the weaker typed ones too. */
export const PBKDF2_ROUNDS = 600_000
const SALT_BYTES = 16
const IV_BYTES = 12
/** RFC 4648's base32 alphabet: it has no 0, 1, 8 or 9, so a typed 0, 1 or 8 can only mean O, I or B. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const GROUPS = 5
const GROUP_LENGTH = 4

/** A fresh recovery code: 5 groups of 4 base32 characters (100 bits), shown to the visitor once. */
export function createRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP_LENGTH))
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]!)
  return Array.from({ length: GROUPS }, (_, group) => chars.slice(group * GROUP_LENGTH, (group + 1) * GROUP_LENGTH).join('')).join('-')
}

/** What the visitor typed, as the code was made: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const chars = typed.toUpperCase().replace(/[\s-]/g, '').replace(/0/g, 'O').replace(/1/g, 'I').replace(/8/g, 'B')
  if (chars.length !== GROUPS * GROUP_LENGTH || [...chars].some((char) => !ALPHABET.includes(char))) return undefined
  return chars.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-')
}

async function codeKey(code: string, salt: Uint8Array, rounds: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(code), 'PBKDF2', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: rounds },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** The recovery share sealed under the code: base64 of salt ‖ iv ‖ AES-GCM ciphertext. */
export async function sealRecoveryShare(share: Uint8Array, code: string, rounds = PBKDF2_ROUNDS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await codeKey(code, salt, rounds), share as BufferSource))
  return bytesToBase64(new Uint8Array([...salt, ...iv, ...sealed]))
}

/** The recovery share, or undefined when the code is wrong (AES-GCM's tag does not verify) or the box is malformed. */
export async function openRecoveryShare(box: string, typed: string, rounds = PBKDF2_ROUNDS): Promise<Uint8Array | undefined> {
  const code = normalizeRecoveryCode(typed)
  const bytes = base64ToBytes(box)
  if (!code || !bytes || bytes.length <= SALT_BYTES + IV_BYTES) return undefined
  const salt = bytes.subarray(0, SALT_BYTES)
  const iv = bytes.subarray(SALT_BYTES, SALT_BYTES + IV_BYTES)
  try {
    const key = await codeKey(code, salt, rounds)
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource }, key, bytes.subarray(SALT_BYTES + IV_BYTES) as BufferSource))
  } catch {
    return undefined
  }
}
