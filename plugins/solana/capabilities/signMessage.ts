import { decodeBase58, encodeBase58, type ChainCapabilities } from 'portico/core'
import { solanaProviderOf } from '../provider/SolanaProvider.js'
import { toSolanaWalletError } from '../provider/toSolanaWalletError.js'
import { SolanaError } from '../SolanaError.js'

type Params = Parameters<ChainCapabilities['signMessage']>[0]

/**
 * Signs the message's UTF-8 bytes with the connected account and reports the signature in base58,
 * only once it verifies with ed25519 against the account's public key: a wallet that signs with
 * another key, or returns anything else, is an error, never a reported signature.
 */
export async function signMessage({ message, address, provider: session }: Params): Promise<string> {
  const provider = solanaProviderOf(session)
  if (provider.publicKey !== address) throw new SolanaError('INVALID_SIGNATURE', { details: 'the wallet holds another account than the one asked to sign' })
  const bytes = new TextEncoder().encode(message)
  let signature: Uint8Array
  try {
    signature = await provider.signMessage(bytes)
  } catch (error) {
    throw toSolanaWalletError(error, 'solana:signMessage')
  }
  if (!(await verifyEd25519(address, signature, bytes))) throw new SolanaError('INVALID_SIGNATURE', { details: `for ${address}` })
  return encodeBase58(signature)
}

/** WebCrypto's Ed25519 (every current browser and Node 20): no SDK for one check. */
export async function verifyEd25519(address: string, signature: Uint8Array, message: Uint8Array): Promise<boolean> {
  const publicKey = decodeBase58(address)
  if (publicKey?.length !== 32 || signature.length !== 64) return false
  const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey), { name: 'Ed25519' }, false, ['verify'])
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(message))
}
