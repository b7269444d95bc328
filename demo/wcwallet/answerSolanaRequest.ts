import * as z from 'zod/mini'
import { decodeBase58, encodeBase58 } from '../../core/index.js'
import type { KnownToken } from '../wallet/describeRequest.js'
import { describeMessage } from '../wallet/describeRequest.js'
import type { SolanaKeyring } from '../wallet/solana/createSolanaKeyring.js'
import { describeSolanaTransaction } from '../wallet/solana/describeSolanaTransaction.js'
import { readSolanaTransaction } from '../wallet/solana/readSolanaTransaction.js'
import { internalError, invalidParams, unauthorized, unsupportedMethod } from '../wallet/WalletRpcError.js'
import type { WalletPrompt } from './answerSessionRequest.js'

/** The local Solana as the test wallet knows it. */
export interface WalletSolana {
  /** Its CAIP-2 id, which sessions hold and requests name. */
  chainId: string
  name: string
  rpcUrl: string
}

export interface SolanaRequestContext {
  solana: WalletSolana
  /** The session's Solana account on the request's chain, if it holds one. */
  address: string | undefined
  keyring: SolanaKeyring
  tokens: readonly KnownToken[]
  ask(prompt: WalletPrompt): Promise<void>
  fetch?: typeof fetch
}

// WalletConnect's Solana request shapes: a base58 message with the account's pubkey, or a base64 transaction.
const MAX_MESSAGE_LENGTH = 4_000
const signMessageParams = z.object({ message: z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)), pubkey: z.string() })
const transactionParams = z.object({ transaction: z.string().check(z.maxLength(4_000)) })
const sendReply = z.union([z.object({ result: z.string() }), z.object({ error: z.object({ message: z.string() }) })])

/**
 * One solana_* session request, answered like the demo wallet's Solana side answers its page:
 * each waits for the visitor and signs with the session account's ed25519 key; signAndSend also
 * submits the transaction to the local Solana. Errors are WalletRpcErrors the site receives.
 */
export async function answerSolanaRequest(method: string, params: unknown, context: SolanaRequestContext): Promise<unknown> {
  const { address, keyring, ask } = context
  if (!address || !keyring.has(address)) throw unauthorized()
  switch (method) {
    case 'solana_signMessage': {
      const parsed = z.safeParse(signMessageParams, params)
      const message = parsed.success ? decodeBase58(parsed.data.message, MAX_MESSAGE_LENGTH) : undefined
      if (!parsed.success || !message) throw invalidParams('solana_signMessage takes { message: base58, pubkey }.')
      if (parsed.data.pubkey !== address) throw unauthorized()
      await ask({ kind: 'sign', title: 'Sign a message', details: describeMessage(message, `0x${[...message].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`, address) })
      return { signature: encodeBase58(await keyring.sign(address, message)) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const signed = await signTransaction(params, context, address, method)
      const signature = encodeBase58(signed.subarray(1, 65))
      if (method === 'solana_signTransaction') return { signature, transaction: toBase64(signed) }
      await submit(signed, context)
      return { signature }
    }
    default:
      throw unsupportedMethod(method)
  }
}

async function signTransaction(params: unknown, context: SolanaRequestContext, address: string, method: string): Promise<Uint8Array> {
  const parsed = z.safeParse(transactionParams, params)
  let wire: Uint8Array
  try {
    if (!parsed.success) throw new Error()
    wire = Uint8Array.from(atob(parsed.data.transaction), (char) => char.charCodeAt(0))
  } catch {
    throw invalidParams(`${method} takes { transaction: base64 }.`)
  }
  const transaction = readSolanaTransaction(wire)
  if (transaction.signers[0] !== address) throw invalidParams('the session account must pay for the transaction.')
  const title = method === 'solana_signTransaction' ? 'Sign a transaction' : 'Send a transaction'
  await context.ask({ kind: 'transaction', title, details: describeSolanaTransaction(transaction, address, context.solana.name, context.tokens) })
  return transaction.withSignature(address, await context.keyring.sign(address, transaction.message))
}

/** sendTransaction on the local Solana; a refusal (a failed preflight) reaches the site as the node's message. */
async function submit(signed: Uint8Array, context: SolanaRequestContext): Promise<void> {
  const response = await (context.fetch ?? fetch)(context.solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [toBase64(signed), { encoding: 'base64' }] }),
  })
  const reply = z.safeParse(sendReply, await response.json().catch(() => undefined))
  if (!reply.success) throw internalError(new Error(`The Solana node at ${context.solana.rpcUrl} sent an unexpected reply.`))
  if ('error' in reply.data) throw internalError(new Error(reply.data.error.message))
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
