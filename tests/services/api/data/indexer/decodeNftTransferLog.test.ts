import { describe, expect, it } from 'vitest'
import { TRANSFER_TOPIC } from '../../../../../services/api/data/abi/erc20Abi.js'
import { decodeNftTransferLog } from '../../../../../services/api/data/indexer/decodeNftTransferLog.js'
import { ChainLogSchema } from '../../../../../services/api/data/rpc/chainSchemas.js'

const ALICE = '0x' + 'a1'.repeat(20)
const NFT = '0x' + 'D4'.repeat(20)
const ZERO = '0x' + '0'.repeat(40)
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const log = (topics: string[], data = '0x', extra: Record<string, unknown> = {}) => ChainLogSchema.parse({ address: NFT, topics, data, logIndex: '0x3', ...extra })

describe('decodeNftTransferLog', () => {
  it('rule: a four-topic Transfer with no data is an ERC-721 transfer of the fourth topic\'s token id, the contract lowercased', () => {
    expect(decodeNftTransferLog(log([TRANSFER_TOPIC, topic(ZERO), topic(ALICE), word(2n ** 255n)]))).toEqual({
      logIndex: 3, contract: NFT.toLowerCase(), from: ZERO, to: ALICE, tokenId: 2n ** 255n,
    })
  })

  it('rule: an ERC-20 Transfer (three topics, the amount as data) is not one', () => {
    expect(decodeNftTransferLog(log([TRANSFER_TOPIC, topic(ZERO), topic(ALICE)], word(5n)))).toBeUndefined()
  })

  it('rule: a four-topic Transfer carrying data is not an ERC-721 one', () => {
    expect(decodeNftTransferLog(log([TRANSFER_TOPIC, topic(ZERO), topic(ALICE), word(1n)], word(1n)))).toBeUndefined()
  })

  it('rule: another event, a removed log or an address topic with bits above 160 is dropped', () => {
    expect(decodeNftTransferLog(log([word(9n), topic(ZERO), topic(ALICE), word(1n)]))).toBeUndefined()
    expect(decodeNftTransferLog(log([TRANSFER_TOPIC, topic(ZERO), topic(ALICE), word(1n)], '0x', { removed: true }))).toBeUndefined()
    expect(decodeNftTransferLog(log([TRANSFER_TOPIC, `0x${'f'.repeat(64)}`, topic(ALICE), word(1n)]))).toBeUndefined()
  })
})
