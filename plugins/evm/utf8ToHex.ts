/** A text as the 0x-hex of its UTF-8 bytes, the form personal_sign expects its message in. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = ''
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0')
  return `0x${hex}`
}
