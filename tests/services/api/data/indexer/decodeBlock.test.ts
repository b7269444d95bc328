import { describe, expect, it } from 'vitest'
import { TRANSFER_TOPIC } from '../../../../../services/api/data/abi/erc20Abi.js'
import { decodeBlock } from '../../../../../services/api/data/indexer/decodeBlock.js'
import { ChainBlockSchema, ChainReceiptSchema } from '../../../../../services/api/data/rpc/chainSchemas.js'

const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const TOKEN = '0x' + 'c3'.repeat(20)
const NFT = '0x' + 'd4'.repeat(20)
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`

function rpcTransaction(n: number, overrides: Record<string, unknown> = {}) {
  return { hash: hash(n), from: ALICE.toUpperCase().replace('0X', '0x'), to: BOB, value: '0x0', input: '0x', transactionIndex: `0x${n.toString(16)}`, ...overrides }
}

function block(transactions: unknown[]) {
  return ChainBlockSchema.parse({ number: '0x7', hash: hash(700), parentHash: hash(600), timestamp: '0x65000000', transactions })
}

function receipt(n: number, logs: unknown[] = [], status = '0x1', contractAddress: string | null = null) {
  return ChainReceiptSchema.parse({ transactionHash: hash(n), status, contractAddress, logs })
}

const transferLog = (logIndex: number, from: string, to: string, amount: bigint, address = TOKEN) => ({
  address, topics: [TRANSFER_TOPIC, topic(from), topic(to)], data: word(amount), logIndex: `0x${logIndex.toString(16)}`,
})

describe('decodeBlock', () => {
  it('rule: a native send becomes one transaction with its value, addresses lowercased', () => {
    const decoded = decodeBlock(block([rpcTransaction(1, { value: '0xde0b6b3a7640000' })]), [receipt(1)])
    expect(decoded).toMatchObject({ number: 7, hash: hash(700), parentHash: hash(600), minedAt: 0x65000000, transfers: [] })
    expect(decoded.transactions).toEqual([
      { hash: hash(1), blockNumber: 7, index: 1, minedAt: 0x65000000, from: ALICE, to: BOB, contractAddress: null, value: 10n ** 18n, hasInput: false, status: 'confirmed' },
    ])
  })

  it('rule: ERC-20 Transfer events are recorded as transfers; ERC-721 Transfers (four topics) and other events are not among them', () => {
    const nftLog = { address: NFT, topics: [TRANSFER_TOPIC, topic(ALICE), topic(BOB), word(5n)], data: '0x', logIndex: '0x1' }
    const otherLog = { address: TOKEN, topics: [hash(99)], data: '0x', logIndex: '0x2' }
    const decoded = decodeBlock(
      block([rpcTransaction(1, { to: TOKEN, input: '0xa9059cbb' })]),
      [receipt(1, [transferLog(0, ALICE, BOB, 2_500_000n), nftLog, otherLog])],
    )
    expect(decoded.transfers).toEqual([{ txHash: hash(1), blockNumber: 7, logIndex: 0, token: TOKEN, from: ALICE, to: BOB, amount: 2_500_000n }])
    expect(decoded.transactions[0]?.hasInput).toBe(true)
  })

  it('rule: ERC-721 Transfer events are recorded as nftTransfers with their token id, apart from the ERC-20 ones', () => {
    const nftLog = { address: NFT, topics: [TRANSFER_TOPIC, topic(ALICE), topic(BOB), word(5n)], data: '0x', logIndex: '0x1' }
    const decoded = decodeBlock(block([rpcTransaction(1, { to: NFT })]), [receipt(1, [transferLog(0, ALICE, BOB, 1n), nftLog])])
    expect(decoded.nftTransfers).toEqual([{ txHash: hash(1), blockNumber: 7, logIndex: 1, contract: NFT, from: ALICE, to: BOB, tokenId: 5n }])
    expect(decoded.transfers).toHaveLength(1)
  })

  it('rule: a failed transaction is kept as failed and moves nothing', () => {
    const decoded = decodeBlock(block([rpcTransaction(1, { value: '0x5' })]), [receipt(1, [transferLog(0, ALICE, BOB, 1n)], '0x0')])
    expect(decoded.transactions[0]?.status).toBe('failed')
    expect(decoded.transfers).toEqual([])
    expect(decoded.nftTransfers).toEqual([])
  })

  it('rule: a contract creation has no recipient and names the created contract', () => {
    const decoded = decodeBlock(block([rpcTransaction(1, { to: null, input: '0x6080' })]), [receipt(1, [], '0x1', TOKEN)])
    expect(decoded.transactions[0]).toMatchObject({ to: null, contractAddress: TOKEN })
  })

  it('rule: a block whose receipts lack a transaction is refused, so it is fetched again', () => {
    expect(() => decodeBlock(block([rpcTransaction(1), rpcTransaction(2)]), [receipt(1)])).toThrow(/no receipt/)
  })
})
