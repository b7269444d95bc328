/** A gradient drawn from an address, so each account has a recognisable avatar without a request. */
export function addressAvatar(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 33 + char.charCodeAt(0)) | 0
  const a = Math.abs(hash) % 360
  const b = (a + 40 + (Math.abs(hash >> 8) % 80)) % 360
  return `radial-gradient(circle at 30% 30%, hsl(${a}, 80%, 68%), hsl(${b}, 70%, 45%))`
}
