import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../../../../core/format/base58.js'
import { deriveWallet } from '../../../../../services/frame/site/keys/deriveWallet.js'
import type { ApprovalRequest } from '../../../../../services/frame/site/rpc/ApprovalRequest.js'
import { answerSolanaRequest } from '../../../../../services/frame/site/rpc/answerSolanaRequest.js'
import { networkFacts } from '../../../../../services/frame/site/rpc/NetworkFacts.js'
import type { RpcRequestContext } from '../../../../../services/frame/site/rpc/RpcRequestContext.js'

const keys = deriveWallet(new Uint8Array(16))
const me = new PublicKey(keys.solana.address)
const stranger = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function transfer(payer: PublicKey): string {
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: '11111111111111111111111111111111', instructions: [SystemProgram.transfer({ fromPubkey: payer, toPubkey: stranger, lamports: 5_000 })] })
  return toBase64(new VersionedTransaction(message.compileToV0Message()).serialize())
}

function context(fetch: typeof globalThis.fetch = vi.fn() as unknown as typeof globalThis.fetch): RpcRequestContext & { cards: ApprovalRequest[] } {
  const cards: ApprovalRequest[] = []
  return { keys, reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', rpcUrl: 'http://127.0.0.1:8899', network: networkFacts('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', undefined, 9), approve: async (card) => void cards.push(card), fetch, cards }
}

describe('answerSolanaRequest', () => {
  it('rule: solana_signMessage shows the text and answers a base58 ed25519 signature', async () => {
    const ctx = context()
    const message = new TextEncoder().encode('Sign in to Example')
    const { signature } = await answerSolanaRequest('solana_signMessage', { message: encodeBase58(message), pubkey: keys.solana.address }, ctx) as { signature: string }
    expect(ctx.cards[0]!.text).toBe('Sign in to Example')
    expect(ed25519.verify(decodeBase58(signature)!, message, me.toBytes())).toBe(true)
  })

  it('rule: solana_signTransaction answers the signature and the signed transaction', async () => {
    const ctx = context()
    const { signature, transaction } = await answerSolanaRequest('solana_signTransaction', { transaction: transfer(me) }, ctx) as { signature: string; transaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
    expect(encodeBase58(signed.signatures[0]!)).toBe(signature)
    expect(ed25519.verify(signed.signatures[0]!, signed.message.serialize(), me.toBytes())).toBe(true)
    expect(ctx.cards[0]!.rows).toContainEqual({ label: 'Send', value: '0.000005 SOL' })
  })

  it('rule: a transaction that does not need the wallet\'s signature is refused before the visitor is asked', async () => {
    const ctx = context()
    await expect(answerSolanaRequest('solana_signTransaction', { transaction: transfer(stranger) }, ctx)).rejects.toThrow('account this wallet does not hold')
    expect(ctx.cards).toEqual([])
  })

  it('rule: solana_signAndSendTransaction sends the signed transaction through the site\'s node', async () => {
    const bodies: unknown[] = []
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'sig' }))
    }) as unknown as typeof globalThis.fetch
    const { signature } = await answerSolanaRequest('solana_signAndSendTransaction', { transaction: transfer(me) }, context(fetch)) as { signature: string }
    expect(bodies).toEqual([expect.objectContaining({ method: 'sendTransaction' })])
    const sent = VersionedTransaction.deserialize(Buffer.from((bodies[0] as { params: [string] }).params[0], 'base64'))
    expect(encodeBase58(sent.signatures[0]!)).toBe(signature)
  })

  it('rule: an unknown method is refused with Unsupported method', async () => {
    await expect(answerSolanaRequest('solana_getAccounts', {}, context())).rejects.toThrow('Unsupported method')
  })
})
