/**
 * Shares and sealed boxes travel to the auth server and sit in its database as base64 text; the
 * server never reads them, so no other format is needed.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

/** The bytes of base64 text; undefined when it is not base64 (a server answer is not trusted to be). */
export function base64ToBytes(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** base64url without padding (RFC 4648 section 5): the social login's verifier and binding, as the server checks them. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
