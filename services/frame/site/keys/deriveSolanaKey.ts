import { ed25519 } from '@noble/curves/ed25519.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha512 } from '@noble/hashes/sha2.js'

/** SLIP-0010's hardened offset: ed25519 derives hardened children only. */
const HARDENED = 0x8000_0000
/** Solana's account path, m/44'/501'/0'/0', as wallets such as Phantom and Solflare derive it. */
export const SOLANA_PATH = [44, 501, 0, 0] as const

export interface SolanaKey {
  /** The 32-byte ed25519 private seed (what Keypair.fromSeed takes). */
  seed: Uint8Array
  publicKey: Uint8Array
}

/**
 * The Solana key of a BIP-39 seed by SLIP-0010 for ed25519. BIP-32's secp256k1 derivation does not
 * apply to ed25519, and @scure/bip32 knows only secp256k1, so the chain of HMAC-SHA512 steps is
 * written here over the audited HMAC and curve.
 */
export function deriveSolanaKey(seed: Uint8Array, path: readonly number[] = SOLANA_PATH): SolanaKey {
  let node = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const index of path) {
    const data = new Uint8Array(37)
    data.set(node.subarray(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0, false)
    node = hmac(sha512, node.subarray(32), data)
  }
  const privateSeed = node.slice(0, 32)
  return { seed: privateSeed, publicKey: ed25519.getPublicKey(privateSeed) }
}
