import { SolanaError } from '../SolanaError.js'

/** Solana's compact-u16: 7 bits a byte, low first, the high bit saying another byte follows. */
function readCompactU16(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0
  for (let shift = 0, index = at; index < at + 3; index++, shift += 7) {
    const byte = bytes[index]
    if (byte === undefined) break
    value |= (byte & 0x7f) << shift
    if ((byte & 0x80) === 0) return [value, index + 1]
  }
  throw new SolanaError('INVALID_WALLET_RESULT', { details: 'a transaction that is not Solana wire format' })
}

/**
 * `wire` with `signature` in the slot of `signer`: a legacy or v0 transaction is its signatures
 * (a count, then 64 bytes each) then its message, whose first keys are the signers in that order.
 * A wallet answering solana_signTransaction with the signature alone leaves this to the app.
 */
export function insertSignature(wire: Uint8Array, signer: Uint8Array, signature: Uint8Array): Uint8Array {
  const [count, signaturesAt] = readCompactU16(wire, 0)
  const messageAt = signaturesAt + count * 64
  // A v0 message starts with 0x80 | version before its header.
  const headerAt = (wire[messageAt] ?? 0) & 0x80 ? messageAt + 1 : messageAt
  const [keyCount, keysAt] = readCompactU16(wire, headerAt + 3)
  const signers = Math.min(wire[headerAt] ?? 0, keyCount, count)
  for (let slot = 0; slot < signers; slot++) {
    const key = wire.subarray(keysAt + slot * 32, keysAt + slot * 32 + 32)
    if (key.length === 32 && key.every((byte, index) => byte === signer[index])) {
      const signed = new Uint8Array(wire)
      signed.set(signature, signaturesAt + slot * 64)
      return signed
    }
  }
  throw new SolanaError('INVALID_WALLET_RESULT', { details: 'the connected account does not sign this transaction' })
}
