import { getAddress } from 'ethers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseUnits } from '../../../../../core/format/units.js'
import { createDataLayer, type DataChain } from '../../../../../services/api/data/createDataLayer.js'
import type { Sql } from '../../../../../services/api/db/Sql.js'
import { LOCAL_PROJECT_ID } from '../../../../../services/api/projects/localProject.js'
import { startApi, type RunningApi } from '../../../../../services/api/startApi.js'
import { startDevnet, type Devnet } from '../../../../../services/devnet/startDevnet.js'
import { databases } from '../../db/databases.js'
import { startRpcProxy, type RpcProxy } from './startRpcProxy.js'

// One devnet for the file; each database gets its own API and data layer over it, so expectations
// are about this run's transactions (by hash) and balance changes, never absolute totals.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
})

const PROJECT = { projectId: LOCAL_PROJECT_ID, st: 'portico', sv: 'test' }
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

interface Transaction {
  id: string
  metadata: { minedAt: string; chain: string; status: string; operationType: string; sentFrom: string; sentTo: string }
  transfers: { fungible_info: { name: string; symbol: string; icon: { url: string } }; direction: string; quantity: { numeric: string }; value?: number; price?: number }[]
}
interface Balance { name: string; symbol: string; chainId: string; address?: string; value?: number; price?: number; quantity: { decimals: string; numeric: string }; iconUrl: string }

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Sends from an anvil account (unlocked) and waits for the receipt; anvil mines it at once. */
async function send(url: string, tx: { from: string; to: string; value?: bigint; data?: string }): Promise<string> {
  const hash = (await rpc(url, 'eth_sendTransaction', [{ from: tx.from, to: tx.to, ...(tx.value ? { value: `0x${tx.value.toString(16)}` } : {}), ...(tx.data ? { data: tx.data } : {}) }])) as string
  await vi.waitFor(async () => expect(await rpc(url, 'eth_getTransactionReceipt', [hash])).toBeTruthy(), { timeout: 10_000, interval: 50 })
  return hash
}

const transferData = (to: string, amount: bigint) => `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`

describe.each(databases())('data layer over a devnet, on $name', { timeout: 120_000 }, (database) => {
  let sql: Sql
  let api: RunningApi
  let proxy: RpcProxy
  let chains: DataChain[]

  beforeAll(async () => {
    const [first, second] = devnet.chains
    if (!first || !second) throw new Error('the devnet should run two chains')
    proxy = await startRpcProxy(first.rpcUrl)
    // The first chain is reached through a proxy the outage test can cut.
    chains = [
      { caipNetworkId: first.caipNetworkId, name: first.name, rpcUrl: proxy.url, nativeCurrency: ETHER },
      { caipNetworkId: second.caipNetworkId, name: second.name, rpcUrl: second.rpcUrl, nativeCurrency: ETHER },
    ]
    sql = await database.open()
    api = await startApi({ database: sql, extensions: [createDataLayer({ sql, chains, pollIntervalMs: 50 })] })
    // Balances list the tokens the index knows: wait until the backfill has met pUSD on both chains.
    for (const chain of chains) {
      await vi.waitFor(async () => expect((await balances(devnet.accounts[0]!.address, chain.caipNetworkId)).has('pUSD')).toBe(true), { timeout: 30_000, interval: 100 })
    }
  }, 120_000)

  afterAll(async () => {
    await api?.stop()
    await sql?.close()
    await proxy?.stop()
  })

  async function get(path: string, query: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
    const url = new URL(path, api.url)
    url.search = new URLSearchParams({ ...PROJECT, ...query }).toString()
    const response = await fetch(url)
    return { status: response.status, body: await response.json() }
  }

  async function balances(address: string, chainId: string): Promise<Map<string, Balance>> {
    const { status, body } = await get(`/v1/account/${address}/balance`, { chainId })
    expect(status).toBe(200)
    return new Map((body as { balances: Balance[] }).balances.map((balance) => [balance.symbol, balance]))
  }

  async function history(address: string, chainId: string, cursor?: string) {
    const { status, body } = await get(`/v1/account/${address}/history`, { chainId, ...(cursor ? { cursor } : {}) })
    expect(status).toBe(200)
    return body as { data: Transaction[]; next: string | null }
  }

  /** Every transaction of the account on the chain, following the cursors. */
  async function allHistory(address: string, chainId: string): Promise<Transaction[]> {
    const all: Transaction[] = []
    let cursor: string | undefined
    do {
      const page = await history(address, chainId, cursor)
      expect(page.data.length).toBeLessThanOrEqual(20)
      all.push(...page.data)
      cursor = page.next ?? undefined
    } while (cursor)
    return all
  }

  const indexed = (address: string, chainId: string, hashes: readonly string[]) =>
    vi.waitFor(async () => {
      const ids = new Set((await allHistory(address, chainId)).map((transaction) => transaction.id))
      expect(hashes.filter((hash) => !ids.has(hash))).toEqual([])
    }, { timeout: 30_000, interval: 100 })

  const units = (balance: Balance | undefined) => parseUnits(balance?.quantity.numeric ?? '0', Number(balance?.quantity.decimals ?? 0))

  it('rule: after a native send and a token transfer, balance and history show both, for the sender and the receiver, on that chain only', async () => {
    const chain = devnet.chains[0]!
    const [sender, receiver] = [devnet.accounts[3]!.address, devnet.accounts[4]!.address]
    const before = { sender: await balances(sender, chain.caipNetworkId), receiver: await balances(receiver, chain.caipNetworkId) }

    const nativeHash = await send(chain.rpcUrl, { from: sender, to: receiver, value: 1_500_000_000_000_000_000n })
    const tokenHash = await send(chain.rpcUrl, { from: sender, to: devnet.token.address, data: transferData(receiver, 2_500_000n) })
    await indexed(sender, chain.caipNetworkId, [nativeHash, tokenHash])
    await indexed(receiver, chain.caipNetworkId, [nativeHash, tokenHash])

    const after = { sender: await balances(sender, chain.caipNetworkId), receiver: await balances(receiver, chain.caipNetworkId) }
    expect(units(after.receiver.get('ETH')) - units(before.receiver.get('ETH'))).toBe(1_500_000_000_000_000_000n)
    expect(units(after.receiver.get('pUSD')) - units(before.receiver.get('pUSD'))).toBe(2_500_000n)
    expect(units(before.sender.get('pUSD')) - units(after.sender.get('pUSD'))).toBe(2_500_000n)
    expect(units(after.sender.get('ETH'))).toBe(BigInt((await rpc(chain.rpcUrl, 'eth_getBalance', [sender, 'latest'])) as string))
    expect(after.receiver.get('ETH')).toMatchObject({ name: 'Ether', chainId: chain.caipNetworkId, quantity: { decimals: '18' } })
    expect(after.receiver.get('ETH')?.address).toBeUndefined()
    // No price source on a devnet: no price and no fiat value are invented.
    for (const balance of after.receiver.values()) expect(balance).not.toHaveProperty('price')
    for (const balance of after.receiver.values()) expect(balance).not.toHaveProperty('value')
    expect(after.receiver.get('pUSD')).toMatchObject({
      name: 'Portico USD', symbol: 'pUSD', chainId: chain.caipNetworkId, address: getAddress(devnet.token.address), quantity: { decimals: '6' },
    })

    const sent = await allHistory(sender, chain.caipNetworkId)
    const received = await allHistory(receiver, chain.caipNetworkId)
    const byId = (list: Transaction[], id: string) => list.find((transaction) => transaction.id === id)
    expect(byId(sent, nativeHash)).toMatchObject({
      metadata: { chain: chain.caipNetworkId, status: 'confirmed', operationType: 'send', sentFrom: getAddress(sender), sentTo: getAddress(receiver) },
      transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1.5' } }],
    })
    expect(byId(sent, tokenHash)).toMatchObject({
      metadata: { operationType: 'send', sentTo: getAddress(receiver) },
      transfers: [{ fungible_info: { name: 'Portico USD', symbol: 'pUSD' }, direction: 'out', quantity: { numeric: '2.5' } }],
    })
    expect(byId(received, nativeHash)).toMatchObject({ metadata: { operationType: 'receive' }, transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }] })
    expect(byId(received, tokenHash)).toMatchObject({ metadata: { operationType: 'receive' }, transfers: [{ direction: 'in', quantity: { numeric: '2.5' } }] })
    for (const transfer of byId(sent, nativeHash)?.transfers ?? []) expect(transfer).not.toHaveProperty('price')
    expect(new Date(byId(sent, nativeHash)!.metadata.minedAt).toISOString()).toBe(byId(sent, nativeHash)!.metadata.minedAt)
    // newest first
    expect(sent.findIndex((transaction) => transaction.id === tokenHash)).toBeLessThan(sent.findIndex((transaction) => transaction.id === nativeHash))

    const other = devnet.chains[1]!.caipNetworkId
    const elsewhere = await allHistory(sender, other)
    expect(elsewhere.some((transaction) => transaction.id === nativeHash || transaction.id === tokenHash)).toBe(false)
    expect(elsewhere.every((transaction) => transaction.metadata.chain === other)).toBe(true)
  })

  it('rule: the icon URLs point at images the API serves', async () => {
    const chain = devnet.chains[0]!
    const list = await balances(devnet.accounts[4]!.address, chain.caipNetworkId)
    for (const symbol of ['ETH', 'pUSD']) {
      const response = await fetch(list.get(symbol)!.iconUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    }
  })

  it('rule: history pages 20 at a time through the cursor, and a cursor keeps its place as blocks arrive', async () => {
    const chain = devnet.chains[1]!
    const [sender, receiver] = [devnet.accounts[5]!.address, devnet.accounts[6]!.address]
    const hashes: string[] = []
    for (let n = 0; n < 22; n += 1) hashes.push(await send(chain.rpcUrl, { from: sender, to: receiver, value: BigInt(n + 1) }))
    await indexed(sender, chain.caipNetworkId, hashes)

    const first = await history(sender, chain.caipNetworkId)
    expect(first.data).toHaveLength(20)
    expect(first.data[0]?.id).toBe(hashes.at(-1))
    expect(first.next).toEqual(expect.any(String))
    const second = await history(sender, chain.caipNetworkId, first.next!)
    const later = await send(chain.rpcUrl, { from: sender, to: receiver, value: 1n })
    await indexed(sender, chain.caipNetworkId, [later])
    expect(await history(sender, chain.caipNetworkId, first.next!)).toEqual(second)
    const seen = [...first.data, ...second.data].map((transaction) => transaction.id)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual(expect.arrayContaining(hashes))
  })

  it('rule: a bad address, an unserved chain, a missing parameter or a cursor not issued for the query is a 400 with a clear message', async () => {
    const [chain, other] = [devnet.chains[0]!.caipNetworkId, devnet.chains[1]!.caipNetworkId]
    const address = devnet.accounts[5]!.address
    const expectError = async (path: string, query: Record<string, string>, status: number, message: RegExp) => {
      const answer = await get(path, query)
      expect(answer).toEqual({ status, body: { error: expect.stringMatching(message) } })
    }
    for (const route of ['balance', 'history']) {
      await expectError(`/v1/account/0x1234/${route}`, { chainId: chain }, 400, /not an EVM address/)
      await expectError(`/v1/account/${'0x' + 'g'.repeat(40)}/${route}`, { chainId: chain }, 400, /not an EVM address/)
      await expectError(`/v1/account/${address}/${route}`, { chainId: 'eip155:1' }, 400, /Unsupported chainId "eip155:1"/)
      await expectError(`/v1/account/${address}/${route}`, {}, 400, /chainId query parameter is required/)
      const url = new URL(`/v1/account/${address}/${route}`, api.url)
      url.search = new URLSearchParams({ projectId: LOCAL_PROJECT_ID, chainId: chain }).toString()
      const response = await fetch(url)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: expect.stringMatching(/st, sv are required/) })
    }
    // Upper-case hex is the same account.
    expect((await get(`/v1/account/${address.toUpperCase().replace('0X', '0x')}/balance`, { chainId: chain })).status).toBe(200)

    const { next } = await history(address, other)
    expect(next).toEqual(expect.any(String))
    await expectError(`/v1/account/${address}/history`, { chainId: chain, cursor: next! }, 400, /cursor is not one this API issued/)
    await expectError(`/v1/account/${devnet.accounts[6]!.address}/history`, { chainId: other, cursor: next! }, 400, /cursor is not one this API issued/)
    await expectError(`/v1/account/${address}/history`, { chainId: other, cursor: 'made-up' }, 400, /cursor is not one this API issued/)
  })

  it('rule: an RPC outage does not bring the server down, and the indexer catches up when the node returns', async () => {
    const chain = devnet.chains[0]!
    const [sender, receiver] = [devnet.accounts[7]!.address, devnet.accounts[8]!.address]
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    proxy.up = false
    const hash = await send(chain.rpcUrl, { from: sender, to: receiver, value: 42n })

    const balance = await get(`/v1/account/${sender}/balance`, { chainId: chain.caipNetworkId })
    expect(balance).toEqual({ status: 502, body: { error: expect.stringMatching(/^Could not read balances from /) } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await history(sender, chain.caipNetworkId)).data.some((transaction) => transaction.id === hash)).toBe(false)
    expect(warn.mock.calls.some(([line]) => String(line).includes('indexing paused'))).toBe(true)
    // the other chain is still served
    expect((await get(`/v1/account/${sender}/balance`, { chainId: devnet.chains[1]!.caipNetworkId })).status).toBe(200)

    proxy.up = true
    await indexed(sender, chain.caipNetworkId, [hash])
    expect((await get(`/v1/account/${sender}/balance`, { chainId: chain.caipNetworkId })).status).toBe(200)
  })
})

describe('data layer given no database of its own', () => {
  it('rule: it uses the database startApi opens, for the index and for the routes', { timeout: 120_000 }, async () => {
    const chain = devnet.chains[0]!
    const api = await startApi({
      extensions: [createDataLayer({ chains: [{ caipNetworkId: chain.caipNetworkId, name: chain.name, rpcUrl: chain.rpcUrl, nativeCurrency: ETHER }], pollIntervalMs: 50 })],
    })
    try {
      const url = new URL(`/v1/account/${devnet.accounts[0]!.address}/history`, api.url)
      url.search = new URLSearchParams({ ...PROJECT, chainId: chain.caipNetworkId }).toString()
      // account 0 deployed the token: its history holds at least that deploy once the backfill ran
      await vi.waitFor(async () => {
        const body = (await (await fetch(url)).json()) as { data: Transaction[] }
        expect(body.data.some((transaction) => transaction.metadata.operationType === 'deploy')).toBe(true)
      }, { timeout: 30_000, interval: 100 })
      const rows = await api.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM data_blocks')
      expect(rows[0]?.n).toBeGreaterThan(0)
    } finally {
      await api.stop()
    }
  })
})
