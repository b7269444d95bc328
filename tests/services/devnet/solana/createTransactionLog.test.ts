import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '../../../../services/devnet/solana/startSolanaDevnet.js'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet()
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

describe("the Solana devnet's transaction log", () => {
  it("rule: getSignaturesForAddress and getTransaction answer in Solana's own shapes, as @solana/web3.js reads them", async () => {
    const connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
    const payer = Keypair.fromSecretKey(devnet.accounts[0]!.secretKey)
    const receiver = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transfer = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_000_000 }))
    transfer.sign(payer)
    const signature = await connection.sendRawTransaction(transfer.serialize())
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })

    // web3.js checks every answer against its own schema of the real RPC: a wrong shape throws.
    const [newest, ...older] = await connection.getSignaturesForAddress(payer.publicKey, { limit: 5 })
    expect(newest).toEqual(expect.objectContaining({ signature, err: null, confirmationStatus: 'finalized' }))
    expect(older.length).toBeGreaterThan(0)
    expect(await connection.getSignaturesForAddress(receiver)).toEqual([expect.objectContaining({ signature })])
    expect(await connection.getSignaturesForAddress(payer.publicKey, { before: signature, limit: 1 })).toEqual([older[0]])

    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.fee).toBe(5_000)
    const keys = landed!.transaction.message.staticAccountKeys.map((key) => key.toBase58())
    const at = (address: string) => keys.indexOf(address)
    const { preBalances, postBalances } = landed!.meta!
    expect(postBalances[at(receiver.toBase58())]! - preBalances[at(receiver.toBase58())]!).toBe(1_000_000)
    expect(preBalances[at(payer.publicKey.toBase58())]! - postBalances[at(payer.publicKey.toBase58())]!).toBe(1_000_000 + 5_000)
    expect(await connection.getTransaction('1'.repeat(64), { maxSupportedTransactionVersion: 0 })).toBeNull()
  })
})
