/**
 * The test wallet's account on the toy chain: a P-256 key made in the page (its private half never
 * leaves WebCrypto), its address derived as the toy chain's wallets derive it
 * (tests/fixtures/toychain/toyWallet.ts: `toy1` and the first 40 hex characters of the SHA-256 of
 * the public key's hex), and a balance the wallet reports, as the toy chain has no node to ask.
 */
export interface ToyAccount {
  address: string
  /** The raw P-256 point in hex, published on the page for a verifier outside the wallet. */
  publicKey: string
  /** In the smallest unit (6 decimals). */
  balance: bigint
  /** Signs the UTF-8 message; resolves with r||s in hex. */
  sign(message: string): Promise<string>
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** A fresh toy account: a new key for each page, so a signature proves this page made it. */
export async function createToyAccount(balance = 2_750_000n): Promise<ToyAccount> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
  const publicKey = hex(await crypto.subtle.exportKey('raw', keys.publicKey))
  const address = `toy1${hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(publicKey))).slice(0, 40)}`
  return {
    address,
    publicKey,
    balance,
    sign: async (message) => hex(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, new TextEncoder().encode(message))),
  }
}
