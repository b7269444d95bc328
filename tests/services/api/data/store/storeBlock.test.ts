import { afterEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/openDatabase.js'
import type { IndexedBlock } from '../../../../../services/api/data/indexer/decodeBlock.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { readIndexedHead } from '../../../../../services/api/data/store/readIndexedBlocks.js'
import { rewindChain } from '../../../../../services/api/data/store/rewindChain.js'
import { storeBlock } from '../../../../../services/api/data/store/storeBlock.js'
import { databases } from '../../db/databases.js'

const CHAIN = 'eip155:31337'
const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const TOKEN = '0x' + 'c3'.repeat(20)
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

function block(number: number): IndexedBlock {
  const txHash = hash(number * 100 + 1)
  return {
    number, hash: hash(number), parentHash: hash(number - 1), minedAt: 1_700_000_000 + number,
    transactions: [{ hash: txHash, blockNumber: number, index: 0, minedAt: 1_700_000_000 + number, from: ALICE, to: TOKEN, contractAddress: null, value: 0n, hasInput: true, status: 'confirmed' }],
    transfers: [{ txHash, logIndex: 0, blockNumber: number, token: TOKEN, from: ALICE, to: BOB, amount: 10n ** 30n + BigInt(number) }],
    nftTransfers: [],
  }
}

const tokenMetadata = { address: TOKEN, name: 'Portico USD', symbol: 'pUSD', decimals: 6 }

async function snapshot(sql: Sql) {
  const tables = ['data_blocks', 'data_transactions', 'data_token_transfers', 'data_account_transactions', 'data_tokens']
  const result: Record<string, unknown[]> = {}
  for (const table of tables) result[table] = await sql.query(`SELECT * FROM ${table} ORDER BY 1, 2, 3`)
  return result
}

describe.each(databases())('data store on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  afterEach(async () => {
    await sql?.close()
    sql = undefined
  })

  const open = async () => {
    sql = await database.open()
    await migrate(sql, dataMigrations)
    return sql
  }

  it('rule: the migrations run twice without error (idempotent)', async () => {
    const db = await open()
    await migrate(db, dataMigrations)
    await expect(db.query('SELECT count(*) AS n FROM data_blocks')).resolves.toEqual([{ n: expect.anything() }])
  })

  it('rule: storing the same block twice changes nothing', async () => {
    const db = await open()
    await storeBlock(db, CHAIN, block(1), [tokenMetadata])
    const once = await snapshot(db)
    await storeBlock(db, CHAIN, block(1), [tokenMetadata])
    expect(await snapshot(db)).toEqual(once)
    expect(once.data_blocks).toHaveLength(1)
    expect(once.data_account_transactions).toHaveLength(3)
    expect(once.data_token_transfers).toEqual([expect.objectContaining({ amount: (10n ** 30n + 1n).toString() })])
  })

  it('rule: a block is stored whole or not at all', async () => {
    const db = await open()
    const broken = block(1)
    // A status the table refuses makes the transaction fail after the tokens were written.
    broken.transactions[0] = { ...broken.transactions[0]!, status: 'pending' as 'confirmed' }
    await expect(storeBlock(db, CHAIN, broken, [tokenMetadata])).rejects.toThrow()
    const after = await snapshot(db)
    expect(Object.values(after).every((rows) => rows.length === 0)).toBe(true)
  })

  it('rule: the indexed head is the highest stored block of that chain only', async () => {
    const db = await open()
    expect(await readIndexedHead(db, CHAIN)).toBeUndefined()
    for (const number of [0, 1, 2]) await storeBlock(db, CHAIN, block(number), [])
    await storeBlock(db, 'eip155:31338', block(9), [])
    expect(await readIndexedHead(db, CHAIN)).toEqual({ number: 2, hash: hash(2) })
  })

  it('rule: rewinding forgets every row above the kept block, tokens first seen there included', async () => {
    const db = await open()
    await storeBlock(db, CHAIN, block(1), [])
    const kept = await snapshot(db)
    await storeBlock(db, CHAIN, block(2), [tokenMetadata])
    await storeBlock(db, CHAIN, block(3), [])
    await rewindChain(db, CHAIN, 1)
    expect(await snapshot(db)).toEqual(kept)
  })
})
