import { afterEach, describe, expect, it } from 'vitest'
import { migrate } from '../../../../../services/api/db/migrate.js'
import type { Sql } from '../../../../../services/api/db/openDatabase.js'
import type { IndexedBlock } from '../../../../../services/api/data/indexer/decodeBlock.js'
import type { NftTokenUri } from '../../../../../services/api/data/indexer/readNftTokenUris.js'
import { NFTS_PAGE_SIZE, readNfts } from '../../../../../services/api/data/routes/readNfts.js'
import { dataMigrations } from '../../../../../services/api/data/store/dataMigrations.js'
import { rewindChain } from '../../../../../services/api/data/store/rewindChain.js'
import { seedNftSpam } from '../../../../../services/api/data/store/seedNftSpam.js'
import { storeBlock } from '../../../../../services/api/data/store/storeBlock.js'
import { databases } from '../../db/databases.js'

const CHAIN = 'eip155:31337'
const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const ZERO = '0x' + '0'.repeat(40)
const ART = '0x' + 'c3'.repeat(20)
const SPAM = '0x' + 'd4'.repeat(20)
const OTHER = '0x' + 'e5'.repeat(20)
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const BASE = 'http://api.example'

/** Block `n` with one transaction moving `moves` ([contract, id, from, to]) as ERC-721 Transfers. */
function block(n: number, moves: [string, bigint, string, string][]): IndexedBlock {
  const txHash = hash(n * 100)
  return {
    number: n, hash: hash(n), parentHash: hash(n - 1), minedAt: 1_700_000_000 + n,
    transactions: [{ hash: txHash, blockNumber: n, index: 0, minedAt: 1_700_000_000 + n, from: ALICE, to: ART, contractAddress: null, value: 0n, hasInput: true, status: 'confirmed' }],
    transfers: [],
    nftTransfers: moves.map(([contract, tokenId, from, to], logIndex) => ({ txHash, logIndex, blockNumber: n, contract, tokenId, from, to })),
  }
}

const uri = (contract: string, tokenId: bigint, value: string | null): NftTokenUri => ({ contract, tokenId, uri: value })

describe.each(databases())('readNfts on $name', { timeout: 60_000 }, (database) => {
  let sql: Sql | undefined
  afterEach(async () => {
    await sql?.close()
    sql = undefined
  })

  async function seeded() {
    sql = await database.open()
    await migrate(sql, dataMigrations)
    await storeBlock(sql, CHAIN, block(0, []), [])
    // Alice is minted art 1-3 (hosted metadata), spam 1, and a token of a collection whose URI is elsewhere.
    await storeBlock(sql, CHAIN, block(1, [[ART, 1n, ZERO, ALICE], [ART, 2n, ZERO, ALICE], [ART, 3n, ZERO, ALICE], [SPAM, 1n, ZERO, ALICE], [OTHER, 10n, ZERO, ALICE]]), [
      { address: ART, name: 'Portico Shapes', symbol: 'SHAPE', decimals: null },
      { address: SPAM, name: 'Claim Your Reward', symbol: 'CLAIM', decimals: null },
    ], [
      uri(ART, 1n, 'http://127.0.0.1:8787/v1/nft/shapes/1'), uri(ART, 2n, 'http://127.0.0.1:8787/v1/nft/shapes/2'), uri(ART, 3n, 'http://127.0.0.1:8787/v1/nft/shapes/3'),
      uri(SPAM, 1n, 'http://127.0.0.1:8787/v1/nft/claim/1'), uri(OTHER, 10n, 'ipfs://Qm/10'),
    ])
    // Then gives art 2 to Bob.
    await storeBlock(sql, CHAIN, block(2, [[ART, 2n, ALICE, BOB]]), [])
    await seedNftSpam(sql, [{ caipNetworkId: CHAIN, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, spamNfts: [SPAM.toUpperCase().replace('0X', '0x')] }])
    return sql
  }

  const read = (db: Sql, account: string, after?: { contract: string; tokenId: string }) => readNfts(db, { chainId: CHAIN, account, publicBase: BASE }, after)

  it('rule: an account holds the tokens whose latest transfer it takes part in is to it; one it gave away is the receiver\'s', async () => {
    const db = await seeded()
    const alice = await read(db, ALICE)
    expect(alice.data.map((nft) => `${nft.contract}:${nft.tokenId}`)).toEqual([`${ART}:1`, `${ART}:3`, `${SPAM}:1`, `${OTHER}:10`])
    expect((await read(db, BOB)).data.map((nft) => `${nft.contract}:${nft.tokenId}`)).toEqual([`${ART}:2`])
    expect(alice.last).toBeUndefined()
  })

  it('rule: a hosted token gets its name and its picture on the API\'s own base; another gets its collection\'s name and no picture', async () => {
    const db = await seeded()
    const [first, , , other] = (await read(db, ALICE)).data
    expect(first).toEqual({
      contract: ART, tokenId: '1', name: 'Dawn Orbit #1', collection: { name: 'Portico Shapes', symbol: 'SHAPE' },
      flags: { is_spam: false }, content: { preview: { url: `${BASE}/v1/nft/shapes/1/image` } },
    })
    expect(other).toMatchObject({ name: 'Unknown collection #10', content: null })
  })

  it('rule: a collection in the spam table is in the list, flagged is_spam (the client hides it)', async () => {
    const db = await seeded()
    const spam = (await read(db, ALICE)).data.find((nft) => nft.contract === SPAM)
    expect(spam?.flags).toEqual({ is_spam: true })
  })

  it(`rule: pages hold ${NFTS_PAGE_SIZE} tokens by collection then numeric token id, each after the last one shown`, async () => {
    const db = await seeded()
    const ids = Array.from({ length: NFTS_PAGE_SIZE + 6 }, (_, index) => BigInt(100 + index * 7))
    await storeBlock(db, CHAIN, block(3, ids.map((id) => [ART, id, ZERO, BOB] as [string, bigint, string, string])), [])
    const first = await read(db, BOB)
    expect(first.data).toHaveLength(NFTS_PAGE_SIZE)
    // 2 sorts before 100 as a number, not as text.
    expect(first.data.slice(0, 2).map((nft) => nft.tokenId)).toEqual(['2', '100'])
    const second = await read(db, BOB, first.last)
    expect([...first.data, ...second.data].map((nft) => nft.tokenId)).toEqual(['2', ...ids.map(String)])
    expect(second.last).toBeUndefined()
  })

  it('rule: a rewind forgets the transfers above the kept block, so a token given away is held again', async () => {
    const db = await seeded()
    await rewindChain(db, CHAIN, 1)
    expect((await read(db, ALICE)).data.map((nft) => nft.tokenId)).toEqual(['1', '2', '3', '1', '10'])
    expect((await read(db, BOB)).data).toEqual([])
  })
})
