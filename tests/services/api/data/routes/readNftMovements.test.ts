import { afterEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/openDatabase.js'
import { readHistory } from '../../../../../services/api/data/routes/readHistory.js'
import { toTransaction } from '../../../../../services/api/data/routes/toTransaction.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { seedNftSpam } from '../../../../../services/api/data/store/seedNftSpam.js'
import { storeBlock } from '../../../../../services/api/data/store/storeBlock.js'
import { databases } from '../../db/databases.js'

const CHAIN = 'eip155:31337'
const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const ZERO = '0x' + '0'.repeat(40)
const ART = '0x' + 'c3'.repeat(20)
const SPAM = '0x' + 'd4'.repeat(20)
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const native = { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: 'native-icon' }
const info = (name: string, spam: boolean, url: string | null) => ({ name, flags: { is_spam: spam }, content: url ? { preview: { url } } : null })

describe('toTransaction with NFTs', () => {
  const stored = { hash: hash(1), minedAt: 1_700_000_000, from: ALICE, to: ART, contractAddress: null, value: 0n, hasInput: true, status: 'confirmed' as const }

  it("rule: an ERC-721 transfer is an nft_info transfer of quantity 1, its direction the account's, and the others' moves are left out", () => {
    const transaction = toTransaction(stored, [], { account: BOB, chainId: CHAIN, native }, [
      { from: ALICE, to: BOB, nft: info('Dawn Orbit #1', false, 'http://api/v1/nft/shapes/1/image') },
      { from: ALICE, to: ZERO, nft: info('Tidal Grid #2', false, null) },
    ])
    expect(transaction.transfers).toEqual([{ nft_info: info('Dawn Orbit #1', false, 'http://api/v1/nft/shapes/1/image'), direction: 'in', quantity: { numeric: '1' } }])
    expect(transaction.metadata.operationType).toBe('receive')
  })
})

describe.each(databases())('history with NFTs on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  afterEach(async () => {
    await sql?.close()
    sql = undefined
  })

  it("rule: a mint's history entry carries each token's nft_info, spam-flagged ones marked is_spam, pictures on the API's base", async () => {
    sql = await database.open()
    await migrate(sql, dataMigrations)
    await storeBlock(sql, CHAIN, {
      number: 0, hash: hash(0), parentHash: hash(0), minedAt: 1_700_000_000,
      transactions: [{ hash: hash(100), blockNumber: 0, index: 0, minedAt: 1_700_000_000, from: BOB, to: null, contractAddress: ART, value: 0n, hasInput: true, status: 'confirmed' }],
      transfers: [],
      nftTransfers: [
        { txHash: hash(100), logIndex: 0, blockNumber: 0, contract: ART, tokenId: 1n, from: ZERO, to: ALICE },
        { txHash: hash(100), logIndex: 1, blockNumber: 0, contract: SPAM, tokenId: 1n, from: ZERO, to: ALICE },
      ],
    }, [{ address: ART, name: 'Portico Shapes', symbol: 'SHAPE', decimals: null }, { address: SPAM, name: 'Claim Your Reward', symbol: 'CLAIM', decimals: null }], [
      { contract: ART, tokenId: 1n, uri: 'http://127.0.0.1:8787/v1/nft/shapes/1' },
      { contract: SPAM, tokenId: 1n, uri: 'http://127.0.0.1:8787/v1/nft/claim/1' },
    ])
    await seedNftSpam(sql, [{ caipNetworkId: CHAIN, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: native, spamNfts: [SPAM] }])
    const page = await readHistory(sql, { account: ALICE, chainId: CHAIN, native, iconUrl: (symbol) => `icon:${symbol}`, publicBase: 'http://api.example' }, undefined)
    expect(page.data).toHaveLength(1)
    expect(page.data[0]!.transfers).toEqual([
      { nft_info: info('Dawn Orbit #1', false, 'http://api.example/v1/nft/shapes/1/image'), direction: 'in', quantity: { numeric: '1' } },
      { nft_info: info('Reward Voucher #1', true, 'http://api.example/v1/nft/claim/1/image'), direction: 'in', quantity: { numeric: '1' } },
    ])
  })
})
