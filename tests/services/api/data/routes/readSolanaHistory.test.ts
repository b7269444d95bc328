import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataLayer, type DataChain } from '../../../../../services/api/data/createDataLayer.js'
import { startApi, type RunningApi } from '../../../../../services/api/startApi.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../../../services/devnet/solana/startSolanaDevnet.js'
import { PROJECT_QUERY } from '../../useApi.js'

let devnet: SolanaDevnet
let api: RunningApi
let broken: Server
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  // A node that refuses every call.
  broken = createServer((_, response) => response.writeHead(503).end('down'))
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve))
  const tokens = [{ address: devnet.token.mint, name: devnet.token.name, symbol: devnet.token.symbol, decimals: devnet.token.decimals }]
  const chains: DataChain[] = [
    { caipNetworkId: devnet.caipNetworkId, name: 'Portico Solana', rpcUrl: devnet.rpcUrl, nativeCurrency: SOL, tokens },
    { caipNetworkId: 'solana:BrokenBrokenBrokenBrokenBrokenBr', name: 'Broken', rpcUrl: `http://127.0.0.1:${(broken.address() as AddressInfo).port}`, nativeCurrency: SOL, tokens },
  ]
  api = await startApi({ extensions: [createDataLayer({ chains, pollIntervalMs: 60_000 })] })
}, 120_000)
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
  await new Promise((resolve) => broken?.close(resolve))
})

interface Page {
  data: { id: string; metadata: { chain: string; status: string; operationType: string; sentFrom: string; sentTo: string; minedAt: string }; transfers: { fungible_info: { symbol: string }; direction: string; quantity: { numeric: string } }[] }[]
  next: string | null
  error?: string
}

async function history(address: string, query: Record<string, string> = {}, chainId = devnet.caipNetworkId) {
  const url = new URL(`${api.url}/v1/account/${address}/history`)
  url.search = new URLSearchParams({ ...PROJECT_QUERY, chainId, ...query }).toString()
  const response = await fetch(url)
  return { status: response.status, body: await response.json() as Page }
}

async function sendFrom(payer: Keypair, instructions: TransactionInstruction[]): Promise<string> {
  const connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(...instructions)
  transaction.sign(payer)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
  return signature
}

const fundedKeypair = () => Keypair.fromSecretKey(devnet.accounts[1]!.secretKey)

describe('Solana history in the data layer', () => {
  it('rule: a SOL transfer is a send of its amount (the fee is no transfer) for the payer and a receive for the other side, newest first', async () => {
    const payer = fundedKeypair()
    const receiver = Keypair.generate().publicKey
    const signature = await sendFrom(payer, [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_250_000_000 })])

    const sent = await history(payer.publicKey.toBase58())
    expect(sent.status).toBe(200)
    expect(sent.body.data[0]).toEqual({
      id: signature,
      metadata: expect.objectContaining({ chain: devnet.caipNetworkId, status: 'confirmed', operationType: 'send', sentFrom: payer.publicKey.toBase58(), sentTo: receiver.toBase58() }),
      transfers: [{ fungible_info: expect.objectContaining({ symbol: 'SOL' }), direction: 'out', quantity: { numeric: '1.25' } }],
    })
    expect(Date.parse(sent.body.data[0]!.metadata.minedAt)).toBeGreaterThan(Date.now() - 60_000)

    const received = await history(receiver.toBase58())
    expect(received.body).toEqual({
      data: [expect.objectContaining({
        id: signature,
        metadata: expect.objectContaining({ operationType: 'receive', sentFrom: payer.publicKey.toBase58(), sentTo: receiver.toBase58() }),
        transfers: [expect.objectContaining({ direction: 'in', quantity: { numeric: '1.25' } })],
      })],
      next: null,
    })
  })

  it('rule: an SPL token transfer shows the token amount moved, for the sender and for the receiver', async () => {
    const payer = fundedKeypair()
    const receiver = Keypair.generate().publicKey
    const mint = new PublicKey(devnet.token.mint)
    const to = getAssociatedTokenAddressSync(mint, receiver)
    const signature = await sendFrom(payer, [
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, to, receiver, mint),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, payer.publicKey), mint, to, payer.publicKey, 2_500_000n, devnet.token.decimals),
    ])
    const sent = (await history(payer.publicKey.toBase58())).body.data[0]!
    expect(sent.id).toBe(signature)
    // The receiver's token account's rent is paid in SOL by the sender: both move.
    expect(sent.transfers.find((transfer) => transfer.fungible_info.symbol === 'pTEST')).toEqual(expect.objectContaining({ direction: 'out', quantity: { numeric: '2.5' } }))
    expect(sent.metadata).toEqual(expect.objectContaining({ operationType: 'send', sentTo: receiver.toBase58() }))
    const received = (await history(receiver.toBase58())).body.data[0]!
    expect(received.transfers).toEqual([expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'pTEST' }), direction: 'in', quantity: { numeric: '2.5' } })])
    expect(received.metadata).toEqual(expect.objectContaining({ operationType: 'receive', sentFrom: payer.publicKey.toBase58() }))
  })

  it('rule: pages hold 20, the next one starts after the cursor, and a cursor that is not a signature is refused', async () => {
    const payer = Keypair.fromSecretKey(devnet.accounts[2]!.secretKey)
    const signatures: string[] = []
    for (let index = 0; index < 21; index++) {
      signatures.push(await sendFrom(payer, [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 + index })]))
    }
    const first = await history(payer.publicKey.toBase58())
    expect(first.body.data.map((transaction) => transaction.id)).toEqual(signatures.slice(1).reverse())
    expect(first.body.next).toBe(signatures[1])
    const second = await history(payer.publicKey.toBase58(), { cursor: first.body.next! })
    // The account's minting of the test token at start comes after (older than) its own sends.
    expect(second.body.data[0]!.id).toBe(signatures[0])
    expect(second.body.data.at(-1)!.metadata.operationType).toBe('receive')
    expect(second.body.next).toBeNull()
    expect(await history(payer.publicKey.toBase58(), { cursor: 'made-up' })).toEqual({ status: 400, body: expect.objectContaining({ error: expect.stringContaining('start again without a cursor') }) })
  }, 60_000)

  it('rule: a node that fails is a 502 naming the network, never the node', async () => {
    const answer = await history(devnet.accounts[0]!.address, {}, 'solana:BrokenBrokenBrokenBrokenBrokenBr')
    expect(answer.status).toBe(502)
    expect(answer.body.error).toContain('Could not read history from Broken')
    expect(answer.body.error).not.toContain('127.0.0.1')
  })
})
