import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataLayer, type DataChain } from '../../../../../services/api/data/createDataLayer.js'
import { startApi, type RunningApi } from '../../../../../services/api/startApi.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../../../services/devnet/solana/startSolanaDevnet.js'
import { PROJECT_QUERY } from '../../useApi.js'

let devnet: SolanaDevnet
let api: RunningApi
let garbage: Server
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

beforeAll(async () => {
  devnet = await startSolanaDevnet()
  // A node that answers every call with another account's token data: never a balance.
  const foreign = Buffer.alloc(165, 7).toString('base64')
  garbage = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const calls = JSON.parse(body) as { id: number; method: string }[]
      const result = (method: string) => (method === 'getBalance' ? { value: 5 } : { value: [{ account: { data: [foreign, 'base64'] } }] })
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: result(method) }))))
    })
  })
  await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve))
  const tokens = [{ address: devnet.token.mint, name: devnet.token.name, symbol: devnet.token.symbol, decimals: devnet.token.decimals }]
  const chains: DataChain[] = [
    { caipNetworkId: devnet.caipNetworkId, name: 'Portico Solana', rpcUrl: devnet.rpcUrl, nativeCurrency: SOL, tokens },
    { caipNetworkId: 'solana:GarbageGarbageGarbageGarbageGarb', name: 'Garbage', rpcUrl: `http://127.0.0.1:${(garbage.address() as AddressInfo).port}`, nativeCurrency: SOL, tokens },
  ]
  api = await startApi({ extensions: [createDataLayer({ chains, pollIntervalMs: 60_000 })] })
}, 120_000)
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
  await new Promise((resolve) => garbage?.close(resolve))
})

async function get(kind: 'balance', address: string, chainId = devnet.caipNetworkId) {
  const url = new URL(`${api.url}/v1/account/${address}/${kind}`)
  url.search = new URLSearchParams({ ...PROJECT_QUERY, chainId }).toString()
  const response = await fetch(url)
  return { status: response.status, body: await response.json() as { balances?: { symbol: string; address?: string; quantity: { numeric: string } }[]; error?: string } }
}

describe('the data layer on Solana', () => {
  it('rule: a Solana balance is SOL read live from the node, then each configured SPL token the account holds', async () => {
    const { status, body } = await get('balance', devnet.accounts[0]!.address)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', chainId: devnet.caipNetworkId, quantity: { decimals: '9', numeric: '1000' } }),
      expect.objectContaining({ symbol: 'pTEST', address: devnet.token.mint, quantity: { decimals: '6', numeric: '1000000' } }),
    ])
  })

  it('rule: a transfer shows in the next read, and an account without the token has SOL only', async () => {
    const fresh = Keypair.generate().publicKey.toBase58()
    const connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
    const payer = Keypair.fromSecretKey(devnet.accounts[1]!.secretKey)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transfer = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight })
      .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(fresh), lamports: 2_500_000_000 }))
    transfer.sign(payer)
    await connection.confirmTransaction({ signature: await connection.sendRawTransaction(transfer.serialize()), blockhash, lastValidBlockHeight })
    const { body } = await get('balance', fresh)
    expect(body.balances).toEqual([expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '2.5' } })])
  })

  it("rule: an address that is not Solana's and a node's foreign token data are refused in words", async () => {
    expect(await get('balance', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringContaining('is not a Solana address') }),
    })
    const answer = await get('balance', devnet.accounts[0]!.address, 'solana:GarbageGarbageGarbageGarbageGarb')
    expect(answer.status).toBe(502)
    expect(answer.body.error).toContain('Could not read balances from Garbage')
  })
})
