import { encodeBase58 } from 'portico/core'
import { SolanaError } from '../SolanaError.js'

/** An SPL token account: mint (32 bytes), owner (32), amount (u64 little-endian), then the rest. */
const TOKEN_ACCOUNT_BYTES = 165

/**
 * The amount a base64 token account holds, checked to be an account of `mint` owned by `owner`:
 * a node answering with another account's data is caught, not added up.
 */
export function readTokenAmount(base64: string, mint: string, owner: string): bigint {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  if (bytes.length !== TOKEN_ACCOUNT_BYTES || encodeBase58(bytes.slice(0, 32)) !== mint || encodeBase58(bytes.slice(32, 64)) !== owner) {
    throw new SolanaError('INVALID_RPC_RESULT', { details: 'a token account of another mint or owner' })
  }
  return new DataView(bytes.buffer).getBigUint64(64, true)
}

/** A mint's decimals: byte 44 of its account (after the authority option and the supply). */
export function readMintDecimals(base64: string): number {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  if (bytes.length < 82) throw new SolanaError('INVALID_RPC_RESULT', { details: 'not a token mint' })
  return bytes[44]!
}

