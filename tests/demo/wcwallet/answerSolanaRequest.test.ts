import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../../core/index.js'
import { createSolanaKeyring } from '../../../demo/wallet/solana/createSolanaKeyring.js'
import { answerSolanaRequest, type SolanaRequestContext } from '../../../demo/wcwallet/answerSolanaRequest.js'
import type { WalletPrompt } from '../../../demo/wcwallet/answerSessionRequest.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../services/devnet/solana/startSolanaDevnet.js'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet()
})
afterAll(() => devnet.stop())

function context(answer: 'approve' | 'reject' = 'approve') {
  const prompts: WalletPrompt[] = []
  const accounts = devnet.accounts.map((account) => ({ address: account.address, secretKey: Buffer.from(account.secretKey).toString('hex') }))
  const value: SolanaRequestContext = {
    solana: { chainId: devnet.caipNetworkId, name: 'Portico Solana', rpcUrl: devnet.rpcUrl },
    address: devnet.accounts[0]!.address,
    keyring: createSolanaKeyring(accounts),
    tokens: [],
    ask: async (prompt) => {
      prompts.push(prompt)
      if (answer === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
  }
  return { value, prompts }
}

async function transfer(lamports: number): Promise<string> {
  const connection = new Connection(devnet.rpcUrl, 'confirmed')
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: new PublicKey(devnet.accounts[0]!.address), blockhash, lastValidBlockHeight })
    .add(SystemProgram.transfer({ fromPubkey: new PublicKey(devnet.accounts[0]!.address), toPubkey: new PublicKey(devnet.accounts[1]!.address), lamports }))
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64')
}

describe('answerSolanaRequest', () => {
  it('rule: solana_signMessage answers a base58 signature that verifies against the session account, for a message of any length', async () => {
    const { value, prompts } = context()
    const text = 'Hello over WalletConnect. This message is longer than a key or a signature, as sign-in messages are.'
    const message = new TextEncoder().encode(text)
    const reply = await answerSolanaRequest('solana_signMessage', { message: encodeBase58(message), pubkey: value.address }, value) as { signature: string }
    const key = await crypto.subtle.importKey('raw', new Uint8Array(decodeBase58(value.address!)!), { name: 'Ed25519' }, false, ['verify'])
    expect(await crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(decodeBase58(reply.signature)!), message)).toBe(true)
    expect(prompts[0]!.details).toContainEqual({ label: 'Message', value: text })
  })

  it('rule: solana_signTransaction returns the signature and the signed transaction, which verifies', async () => {
    const { value } = context()
    const reply = await answerSolanaRequest('solana_signTransaction', { transaction: await transfer(1) }, value) as { signature: string; transaction: string }
    const signed = Transaction.from(Buffer.from(reply.transaction, 'base64'))
    expect(signed.verifySignatures()).toBe(true)
    expect(encodeBase58(signed.signature!)).toBe(reply.signature)
  })

  it('rule: solana_signAndSendTransaction lands the transfer on the node and answers its signature', async () => {
    const { value } = context()
    const connection = new Connection(devnet.rpcUrl, 'confirmed')
    const before = await connection.getBalance(new PublicKey(devnet.accounts[1]!.address))
    const reply = await answerSolanaRequest('solana_signAndSendTransaction', { transaction: await transfer(LAMPORTS_PER_SOL) }, value) as { signature: string }
    expect(reply.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(new PublicKey(devnet.accounts[1]!.address))).toBe(before + LAMPORTS_PER_SOL)
  })

  it('rule: another pubkey or no session account is 4100, bad params -32602, an unknown method 4200, a rejection 4001', async () => {
    const { value } = context()
    const message = encodeBase58(new Uint8Array([1, 2, 3]))
    await expect(answerSolanaRequest('solana_signMessage', { message, pubkey: devnet.accounts[1]!.address }, value)).rejects.toMatchObject({ code: 4100 })
    await expect(answerSolanaRequest('solana_signMessage', { message }, { ...value, address: undefined })).rejects.toMatchObject({ code: 4100 })
    await expect(answerSolanaRequest('solana_signMessage', { message: '0OIl', pubkey: value.address }, value)).rejects.toMatchObject({ code: -32602 })
    await expect(answerSolanaRequest('solana_signTransaction', { transaction: '%%%' }, value)).rejects.toMatchObject({ code: -32602 })
    await expect(answerSolanaRequest('solana_signAllTransactions', {}, value)).rejects.toMatchObject({ code: 4200 })
    await expect(answerSolanaRequest('solana_signMessage', { message, pubkey: value.address }, context('reject').value)).rejects.toMatchObject({ code: 4001 })
  })

  it("rule: a transaction another account pays for is refused before the visitor is asked", async () => {
    const { value, prompts } = context()
    const other = Keypair.generate().publicKey
    const transaction = new Transaction({ feePayer: other, blockhash: encodeBase58(new Uint8Array(32).fill(3)), lastValidBlockHeight: 1 })
      .add(SystemProgram.transfer({ fromPubkey: other, toPubkey: new PublicKey(value.address!), lamports: 5 }))
    await expect(answerSolanaRequest('solana_signTransaction', { transaction: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64') }, value))
      .rejects.toMatchObject({ code: -32602 })
    expect(prompts).toEqual([])
  })
})
