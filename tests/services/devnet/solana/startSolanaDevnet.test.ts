import { createTransferInstruction, getAccount, getAssociatedTokenAddressSync, getOrCreateAssociatedTokenAccount, transfer } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, sendAndConfirmTransaction, SendTransactionError, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '../../../../services/devnet/solana/startSolanaDevnet.js'

let devnet: SolanaDevnet
let connection: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet()
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(() => devnet.stop())

const keypair = (index: number) => Keypair.fromSecretKey(devnet.accounts[index]!.secretKey)
const rpc = async (body: unknown) => (await fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()

describe('startSolanaDevnet', () => {
  it('rule: it binds loopback, and its CAIP-2 id is solana: and the first 32 characters of its genesis hash', async () => {
    expect(devnet.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await connection.getGenesisHash()).toBe(devnet.genesisHash)
    expect(devnet.caipNetworkId).toBe(`solana:${devnet.genesisHash.slice(0, 32)}`)
  })

  it('rule: every account starts with 1,000 SOL and 1,000,000 of the test token', async () => {
    for (const account of devnet.accounts) {
      const owner = new PublicKey(account.address)
      expect(await connection.getBalance(owner)).toBeGreaterThanOrEqual(1_000 * LAMPORTS_PER_SOL - 10_000_000)
      const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(devnet.token.mint), owner)
      expect((await connection.getTokenAccountBalance(tokenAccount)).value.uiAmountString).toBe('1000000')
    }
  })

  it('rule: a SOL transfer signed with web3.js lands, confirms over signatureSubscribe, and moves the balance', async () => {
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction().add(SystemProgram.transfer({ fromPubkey: keypair(0).publicKey, toPubkey: receiver, lamports: 2 * LAMPORTS_PER_SOL }))
    const signature = await sendAndConfirmTransaction(connection, transaction, [keypair(0)])
    expect(await connection.getBalance(receiver)).toBe(2 * LAMPORTS_PER_SOL)
    const [status] = (await connection.getSignatureStatuses([signature])).value
    expect(status?.err).toBeNull()
    expect(status?.confirmationStatus).toBe('finalized')
  })

  it("rule: an SPL transfer creates the receiver's associated token account and moves the tokens", async () => {
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.token.mint)
    const to = await getOrCreateAssociatedTokenAccount(connection, keypair(1), mint, receiver)
    const from = getAssociatedTokenAddressSync(mint, keypair(1).publicKey)
    await transfer(connection, keypair(1), from, to.address, keypair(1), 2_500_000n)
    expect((await getAccount(connection, to.address)).amount).toBe(2_500_000n)
    expect((await connection.getTokenAccountBalance(to.address)).value.uiAmountString).toBe('2.5')
    const owned = await connection.getTokenAccountsByOwner(receiver, { mint })
    expect(owned.value.map((entry) => entry.pubkey.toBase58())).toEqual([to.address.toBase58()])
  })

  it('rule: a transaction with a broken signature or spending what is not there is refused with its logs, and nothing moves', async () => {
    const receiver = Keypair.generate().publicKey
    const transaction = new Transaction({ feePayer: keypair(2).publicKey, ...(await connection.getLatestBlockhash()) })
      .add(SystemProgram.transfer({ fromPubkey: keypair(2).publicKey, toPubkey: receiver, lamports: 5_000 * LAMPORTS_PER_SOL }))
    transaction.sign(keypair(2))
    const refused = await connection.sendRawTransaction(transaction.serialize()).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SendTransactionError)
    expect(String((refused as Error).message)).toMatch(/Transaction simulation failed/)
    const forged = transaction.serialize()
    forged[10] = forged[10]! ^ 1
    await expect(connection.sendRawTransaction(forged, { skipPreflight: true })).rejects.toThrow(/SignatureFailure/)
    expect(await connection.getBalance(receiver)).toBe(0)
    // A token transfer from an account that holds none of the token fails inside the token program.
    const stranger = Keypair.generate()
    await connection.requestAirdrop(stranger.publicKey, LAMPORTS_PER_SOL)
    const mint = new PublicKey(devnet.token.mint)
    const bad = new Transaction().add(createTransferInstruction(getAssociatedTokenAddressSync(mint, stranger.publicKey), getAssociatedTokenAddressSync(mint, keypair(0).publicKey), stranger.publicKey, 1n))
    await expect(sendAndConfirmTransaction(connection, bad, [stranger])).rejects.toThrow()
  })

  it('rule: an unknown method is -32601, bad params -32602, a malformed request -32600, and the server goes on', async () => {
    expect(await rpc({ jsonrpc: '2.0', id: 1, method: 'getClusterNodes' })).toMatchObject({ id: 1, error: { code: -32601, message: 'Method not found' } })
    expect(await rpc({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['not-a-key'] })).toMatchObject({ id: 2, error: { code: -32602 } })
    expect(await rpc({ jsonrpc: '2.0', id: 3, method: 'getAccountInfo', params: [devnet.accounts[0]!.address, { encoding: 'jsonParsed' }] })).toMatchObject({ error: { code: -32602 } })
    expect(await rpc({ id: 4, method: 'getSlot' })).toMatchObject({ error: { code: -32600 } })
    expect(await rpc([{ jsonrpc: '2.0', id: 5, method: 'getSlot' }, { jsonrpc: '2.0', id: 6, method: 'nope' }])).toMatchObject([{ id: 5, result: expect.any(Number) }, { id: 6, error: { code: -32601 } }])
    expect(await connection.getSlot()).toBeGreaterThan(0)
  })
})
