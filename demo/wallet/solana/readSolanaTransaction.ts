import { encodeBase58 } from '../../../core/index.js'
import { invalidParams } from '../WalletRpcError.js'

/** One instruction of a transaction, its accounts resolved to base58 keys. */
export interface SolanaInstruction {
  programId: string
  accounts: readonly string[]
  data: Uint8Array
}

/** A legacy transaction as the wallet needs it: what to show, what to sign, where the signature goes. */
export interface SolanaTransaction {
  /** The bytes a signer signs. */
  message: Uint8Array
  /** The signers' keys, in the order of the signature slots. */
  signers: readonly string[]
  instructions: readonly SolanaInstruction[]
  /** `wire` with `signature` in the slot of `signer`. */
  withSignature(signer: string, signature: Uint8Array): Uint8Array
}

/**
 * Reads Solana's wire format: a compact-u16 count of 64-byte signatures, then the message (header
 * of three counts, account keys, recent blockhash, instructions). The wallet signs legacy
 * transactions only, as it declares; anything else is refused before the visitor is asked.
 */
export function readSolanaTransaction(wire: Uint8Array): SolanaTransaction {
  const reader = byteReader(wire)
  const signatureCount = reader.compactU16()
  const signaturesAt = reader.at()
  reader.skip(signatureCount * 64)
  const messageAt = reader.at()
  if ((wire[messageAt] ?? 0) & 0x80) throw invalidParams('the demo wallet signs legacy transactions only.')
  const requiredSignatures = reader.byte()
  reader.skip(2)
  const keys = Array.from({ length: reader.compactU16() }, () => encodeBase58(reader.bytes(32)))
  reader.skip(32)
  const instructions = Array.from({ length: reader.compactU16() }, () => {
    const programId = keyAt(keys, reader.byte())
    const accounts = Array.from({ length: reader.compactU16() }, () => keyAt(keys, reader.byte()))
    return { programId, accounts, data: reader.bytes(reader.compactU16()) }
  })
  if (reader.at() !== wire.length) throw invalidParams('the transaction has bytes after its message.')
  if (requiredSignatures !== signatureCount || requiredSignatures > keys.length) throw invalidParams('the transaction\'s signature slots do not match its signers.')
  const signers = keys.slice(0, requiredSignatures)
  return {
    message: wire.slice(messageAt),
    signers,
    instructions,
    withSignature(signer, signature) {
      const slot = signers.indexOf(signer)
      if (slot < 0) throw invalidParams('the account does not sign this transaction.')
      const signed = new Uint8Array(wire)
      signed.set(signature, signaturesAt + slot * 64)
      return signed
    },
  }
}

function keyAt(keys: readonly string[], index: number): string {
  const key = keys[index]
  if (key === undefined) throw invalidParams('an instruction names an account the transaction does not list.')
  return key
}

function byteReader(bytes: Uint8Array) {
  let at = 0
  const need = (length: number) => {
    if (at + length > bytes.length) throw invalidParams('the transaction is not Solana wire format.')
  }
  return {
    at: () => at,
    skip(length: number) {
      need(length)
      at += length
    },
    byte(): number {
      need(1)
      return bytes[at++]!
    },
    bytes(length: number): Uint8Array {
      need(length)
      at += length
      return bytes.slice(at - length, at)
    },
    /** Solana's compact-u16: 7 bits a byte, low first, the high bit saying another byte follows. */
    compactU16(): number {
      let value = 0
      for (let shift = 0; shift < 21; shift += 7) {
        const byte = this.byte()
        value |= (byte & 0x7f) << shift
        if ((byte & 0x80) === 0) return value
      }
      throw invalidParams('the transaction is not Solana wire format.')
    },
  }
}
