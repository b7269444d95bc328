import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/Sql.js'
import type { DataChain } from '../../../../../services/api/data/DataChain.js'
import { createIndexer, type Indexer } from '../../../../../services/api/data/indexer/createIndexer.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { databases } from '../../db/databases.js'
import { createFakeChain, TOKEN, type FakeChain } from '../fakeChain.js'

const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const URL = 'http://127.0.0.1:18546/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

const chain: DataChain = { caipNetworkId: 'eip155:31337', name: 'Fake', rpcUrl: URL, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }

describe.each(databases())('indexer on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  let indexer: Indexer | undefined
  let fake: FakeChain
  const logs: string[] = []

  afterEach(async () => {
    await indexer?.stop()
    await sql?.close()
    indexer = undefined
    sql = undefined
    logs.length = 0
    server.resetHandlers()
  })

  async function setUp(prepare: (chain: FakeChain) => void = () => {}) {
    fake = createFakeChain(URL)
    prepare(fake)
    server.use(fake.handler)
    sql = await database.open()
    await migrate(sql, dataMigrations)
    indexer = createIndexer({ sql, chains: [chain], pollIntervalMs: 20, fetch: (input, init) => globalThis.fetch(input, init), log: (message) => logs.push(message) })
    indexer.start()
    return sql
  }

  const head = async (db: Sql) => Number((await db.query<{ n: unknown }>('SELECT max(number) AS n FROM data_blocks'))[0]?.n ?? -1)
  const caughtUp = (db: Sql) => vi.waitFor(async () => expect(await head(db)).toBe(fake.height()), { timeout: 10_000, interval: 20 })

  it('rule: it backfills from block 0, records native and token transfers, learns the token, then follows new blocks', async () => {
    const db = await setUp((chain) => {
      chain.mine({ from: ALICE, to: BOB, value: 5n })
      chain.mine({ from: ALICE, to: BOB, token: { from: ALICE, to: BOB, amount: 2_500_000n } })
    })
    await caughtUp(db)
    expect(await db.query('SELECT number FROM data_blocks ORDER BY number')).toEqual([{ number: expect.anything() }, { number: expect.anything() }, { number: expect.anything() }])
    expect(await db.query('SELECT from_address, to_address, value FROM data_transactions ORDER BY block_number')).toEqual([
      { from_address: ALICE, to_address: BOB, value: '5' },
      { from_address: ALICE, to_address: TOKEN, value: '0' },
    ])
    expect(await db.query('SELECT token_address, amount FROM data_token_transfers')).toEqual([{ token_address: TOKEN, amount: '2500000' }])
    expect(await db.query('SELECT name, symbol, decimals FROM data_tokens')).toEqual([{ name: 'Fake Dollar', symbol: 'FUSD', decimals: 6 }])
    fake.mine({ from: BOB, to: ALICE, value: 1n })
    await caughtUp(db)
    expect(await db.query('SELECT count(*)::int AS n FROM data_transactions')).toEqual([{ n: 3 }])
  })

  it('rule: without eth_getBlockReceipts it reads each transaction receipt instead', async () => {
    const db = await setUp((chain) => {
      chain.blockReceipts = false
      chain.mine({ from: ALICE, to: BOB, token: { from: ALICE, to: BOB, amount: 1n } })
    })
    await caughtUp(db)
    expect(fake.requests).toContain('eth_getTransactionReceipt')
    expect(await db.query('SELECT count(*)::int AS n FROM data_token_transfers')).toEqual([{ n: 1 }])
  })

  it('rule: an RPC outage is logged once, and indexing catches up when the node returns', async () => {
    const db = await setUp()
    await caughtUp(db)
    fake.mode = 'down'
    fake.mine({ from: ALICE, to: BOB, value: 7n })
    await vi.waitFor(() => expect(logs.some((line) => line.includes('indexing paused'))).toBe(true), { timeout: 5000, interval: 20 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(logs.filter((line) => line.includes('indexing paused'))).toHaveLength(1)
    expect(logs[0]).toMatch(/Fake \(eip155:31337\): indexing paused, retrying: .*HTTP 503/)
    expect(await head(db)).toBe(0)
    fake.mode = 'up'
    await caughtUp(db)
    expect(logs.at(-1)).toMatch(/indexing resumed/)
    expect(await db.query('SELECT value FROM data_transactions')).toEqual([{ value: '7' }])
  })

  it('rule: when the chain no longer extends the index (reorg, restart), it rewinds to the common block and re-indexes', async () => {
    const db = await setUp((chain) => {
      chain.mine({ from: ALICE, to: BOB, value: 1n })
      chain.mine({ from: ALICE, to: BOB, value: 2n })
    })
    await caughtUp(db)
    fake.reorg(1)
    fake.mine({ from: BOB, to: ALICE, value: 20n })
    fake.mine({ from: BOB, to: ALICE, value: 30n })
    await vi.waitFor(async () => {
      expect(await db.query('SELECT value FROM data_transactions ORDER BY block_number')).toEqual([{ value: '1' }, { value: '20' }, { value: '30' }])
    }, { timeout: 10_000, interval: 20 })
    expect(logs.some((line) => line.includes('re-indexing from block 2'))).toBe(true)
  })

  it('rule: a chain restarted shorter than the index is rewound too', async () => {
    const db = await setUp((chain) => {
      for (let n = 0; n < 4; n += 1) chain.mine({ from: ALICE, to: BOB, value: BigInt(n + 1) })
    })
    await caughtUp(db)
    fake.reorg(0)
    fake.mine({ from: BOB, to: ALICE, value: 99n })
    await vi.waitFor(async () => {
      expect(await db.query('SELECT value FROM data_transactions')).toEqual([{ value: '99' }])
    }, { timeout: 10_000, interval: 20 })
  })

  it('rule: stop() ends a tick waiting on the node, and nothing runs after it', async () => {
    const db = await setUp()
    await caughtUp(db)
    fake.mode = 'hang'
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    await indexer?.stop()
    expect(Date.now() - started).toBeLessThan(1000)
    const count = fake.requests.length
    fake.mode = 'up'
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(fake.requests.length).toBe(count)
    expect(logs.filter((line) => line.includes('indexing paused'))).toEqual([])
  })
})
