import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, VersionedTransaction } from '@solana/web3.js'
import * as z from 'zod/mini'
import { decodeBase58, encodeBase58 } from '../../../../core/format/base58.js'
import { MAX_MESSAGE_BYTES } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { FrameError } from '../frame/FrameError.js'
import { base64ToBytes, bytesToBase64 } from '../shares/base64.js'
import { readableText } from './describeEvmSignature.js'
import { describeSolanaTransactions } from './describeSolanaTransaction.js'
import type { RpcRequestContext } from './RpcRequestContext.js'

/** WalletConnect's Solana request shapes: a base58 message with the signer's key, or base64 transactions. */
const text = z.string().check(z.maxLength(MAX_MESSAGE_BYTES))
const signMessageParams = z.object({ message: text, pubkey: text })
const transactionParams = z.object({ transaction: text })
const allTransactionsParams = z.object({ transactions: z.array(text).check(z.minLength(1), z.maxLength(32)) })
const sendAnswer = z.union([z.object({ result: z.string() }), z.object({ error: z.object({ message: z.string() }) })])

function parse<S extends z.ZodMiniType>(schema: S, params: unknown, method: string): z.infer<S> {
  const parsed = z.safeParse(schema, params)
  if (!parsed.success) throw new FrameError('INVALID_PARAMS', method)
  return parsed.data
}

function readTransaction(base64: string, method: string): VersionedTransaction {
  const bytes = base64ToBytes(base64)
  try {
    if (!bytes) throw new Error('not base64')
    return VersionedTransaction.deserialize(bytes)
  } catch {
    throw new FrameError('INVALID_PARAMS', `${method} takes a base64 transaction`)
  }
}

/** Where the transaction wants the wallet's signature; one that does not want it is refused before the visitor is asked. */
function signerIndex(transaction: VersionedTransaction, address: string): number {
  const { staticAccountKeys, header } = transaction.message
  const index = staticAccountKeys.findIndex((key) => key.toBase58() === address)
  if (index < 0 || index >= header.numRequiredSignatures) throw new FrameError('WRONG_ACCOUNT')
  return index
}

function sign(transaction: VersionedTransaction, keypair: Keypair): Uint8Array {
  transaction.sign([keypair])
  return transaction.signatures[signerIndex(transaction, keypair.publicKey.toBase58())]!
}

/** sendTransaction on the site's node; a refusal (a failed preflight) reaches the site as the node's message. */
async function submit(signed: VersionedTransaction, context: RpcRequestContext): Promise<void> {
  if (!context.rpcUrl) throw new FrameError('NO_RPC_URL', `solana:${context.reference}`)
  const response = await context.fetch(context.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [bytesToBase64(signed.serialize()), { encoding: 'base64' }] }),
  })
  const answer = z.safeParse(sendAnswer, await response.json().catch(() => undefined))
  if (!answer.success) throw new FrameError('NODE_REFUSED', 'the Solana node sent an unexpected answer')
  if ('error' in answer.data) throw new FrameError('NODE_REFUSED', answer.data.error.message.slice(0, 500))
}

/**
 * The Solana wallet methods, each after the visitor's approval: solana_signMessage,
 * solana_signTransaction (the signature and the signed transaction), solana_signAllTransactions,
 * and solana_signAndSendTransaction (sent through the site's node).
 */
export async function answerSolanaRequest(method: string, params: unknown, context: RpcRequestContext): Promise<unknown> {
  const { solana } = context.keys
  const cluster = context.network.label
  const keypair = () => Keypair.fromSeed(solana.seed)
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = parse(signMessageParams, params, method)
      if (pubkey !== solana.address) throw new FrameError('WRONG_ACCOUNT')
      const bytes = decodeBase58(message, MAX_MESSAGE_BYTES)
      if (!bytes) throw new FrameError('INVALID_PARAMS', `${method} takes a base58 message`)
      const readable = readableText(bytes)
      await context.approve({
        title: 'Sign a message',
        rows: [{ label: 'Network', value: cluster }, { label: 'Account', value: solana.address }],
        text: readable ?? encodeBase58(bytes),
        ...(readable === undefined ? { warning: 'This message is not readable text. Sign it only if you trust this site.' } : {}),
      })
      return { signature: encodeBase58(ed25519.sign(bytes, solana.seed)) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const transaction = readTransaction(parse(transactionParams, params, method).transaction, method)
      const sending = method === 'solana_signAndSendTransaction'
      signerIndex(transaction, solana.address)
      await context.approve(describeSolanaTransactions(sending ? 'Send a transaction' : 'Sign a transaction', cluster, [transaction.message]))
      const signature = encodeBase58(sign(transaction, keypair()))
      if (!sending) return { signature, transaction: bytesToBase64(transaction.serialize()) }
      await submit(transaction, context)
      return { signature }
    }
    case 'solana_signAllTransactions': {
      const transactions = parse(allTransactionsParams, params, method).transactions.map((one) => readTransaction(one, method))
      for (const transaction of transactions) signerIndex(transaction, solana.address)
      await context.approve(describeSolanaTransactions(`Sign ${transactions.length} transactions`, cluster, transactions.map((one) => one.message)))
      const signer = keypair()
      for (const transaction of transactions) sign(transaction, signer)
      return { transactions: transactions.map((one) => bytesToBase64(one.serialize())) }
    }
    default:
      throw new FrameError('UNSUPPORTED_METHOD')
  }
}
