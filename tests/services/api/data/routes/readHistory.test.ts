import { afterEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/openDatabase.js'
import type { IndexedBlock } from '../../../../../services/api/data/indexer/decodeBlock.js'
import { HISTORY_PAGE_SIZE, readHistory } from '../../../../../services/api/data/routes/readHistory.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { storeBlock } from '../../../../../services/api/data/store/storeBlock.js'
import { databases } from '../../db/databases.js'

const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const TOKEN = '0x' + 'c3'.repeat(20)
const hash = (chain: number, n: number, i: number) => `0x${chain.toString(16).padStart(8, '0')}${(n * 10 + i).toString(16).padStart(56, '0')}`

/** Block `n` holds `count` native sends from Alice to Bob, the last one also moving pUSD. */
function block(chain: number, n: number, count: number): IndexedBlock {
  const transactions = Array.from({ length: count }, (_, i) => ({
    hash: hash(chain, n, i), blockNumber: n, index: i, minedAt: 1_700_000_000 + n, from: ALICE, to: BOB,
    contractAddress: null, value: 1000n, hasInput: false, status: 'confirmed' as const,
  }))
  const last = transactions.at(-1)
  return {
    number: n, hash: hash(chain, n, 9), parentHash: hash(chain, n - 1, 9), minedAt: 1_700_000_000 + n, transactions,
    transfers: last ? [{ txHash: last.hash, logIndex: 0, blockNumber: n, token: TOKEN, from: ALICE, to: BOB, amount: 1_500_000n }] : [],
    nftTransfers: [],
  }
}

const context = (chainId: string, account = ALICE) => ({
  account, chainId, native: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: 'native-icon' }, iconUrl: (address: string) => `icon:${address}`,
})

describe.each(databases())('readHistory on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  afterEach(async () => {
    await sql?.close()
    sql = undefined
  })

  async function seeded() {
    sql = await database.open()
    await migrate(sql, dataMigrations)
    await storeBlock(sql, 'eip155:31337', block(31337, 0, 0), [])
    // 45 transactions over 15 blocks of three, so pages end inside blocks.
    for (let n = 1; n <= 15; n += 1) {
      await storeBlock(sql, 'eip155:31337', block(31337, n, 3), n === 1 ? [{ address: TOKEN, name: 'Portico USD', symbol: 'pUSD', decimals: 6 }] : [])
    }
    await storeBlock(sql, 'eip155:31338', block(31338, 1, 2), [])
    return sql
  }

  it('rule: pages hold 20 transactions, newest first, and the last page says there is no next one', async () => {
    const db = await seeded()
    const first = await readHistory(db, context('eip155:31337'), undefined)
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.data[0]?.id).toBe(hash(31337, 15, 2))
    expect(first.last).toEqual({ block: 9, index: 1 })
    const second = await readHistory(db, context('eip155:31337'), first.last)
    expect(second.data[0]?.id).toBe(hash(31337, 9, 0))
    const third = await readHistory(db, context('eip155:31337'), second.last)
    expect(third.data).toHaveLength(5)
    expect(third.last).toBeUndefined()
    const ids = [...first.data, ...second.data, ...third.data].map((transaction) => transaction.id)
    expect(new Set(ids).size).toBe(45)
  })

  it('rule: new blocks arriving do not move the pages after the first', async () => {
    const db = await seeded()
    const first = await readHistory(db, context('eip155:31337'), undefined)
    const before = await readHistory(db, context('eip155:31337'), first.last)
    await storeBlock(db, 'eip155:31337', block(31337, 16, 3), [])
    expect(await readHistory(db, context('eip155:31337'), first.last)).toEqual(before)
  })

  it('rule: only the requested chain is listed, with its own chain id', async () => {
    const db = await seeded()
    const page = await readHistory(db, context('eip155:31338'), undefined)
    expect(page.data.map((transaction) => transaction.id)).toEqual([hash(31338, 1, 1), hash(31338, 1, 0)])
    expect(page.data.every((transaction) => transaction.metadata.chain === 'eip155:31338')).toBe(true)
    // the token is known on 31337 only, so its transfer is not shown on 31338
    expect(page.data[0]?.transfers.map((transfer) => ('fungible_info' in transfer ? transfer.fungible_info.symbol : undefined))).toEqual(['ETH'])
  })

  it('rule: each transaction carries its native and token movements as seen by the account', async () => {
    const db = await seeded()
    const [sent] = (await readHistory(db, context('eip155:31337'), undefined)).data
    expect(sent?.transfers).toEqual([
      { fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'native-icon' } }, direction: 'out', quantity: { numeric: '0.000000000000001' } },
      { fungible_info: { name: 'Portico USD', symbol: 'pUSD', icon: { url: 'icon:pUSD' } }, direction: 'out', quantity: { numeric: '1.5' } },
    ])
    const [received] = (await readHistory(db, context('eip155:31337', BOB), undefined)).data
    expect(received?.metadata.operationType).toBe('receive')
    expect(received?.transfers.map((transfer) => transfer.direction)).toEqual(['in', 'in'])
  })

  it('rule: an account with no transactions gets an empty page and no next cursor', async () => {
    const db = await seeded()
    expect(await readHistory(db, context('eip155:31337', '0x' + 'ee'.repeat(20)), undefined)).toEqual({ data: [], last: undefined })
  })
})
