import { decodeAddressTopic, decodeTokenIdTopic, ERC721_TRANSFER_TOPIC } from '../abi/erc721Abi.js'
import type { ChainLog } from '../rpc/chainSchemas.js'

export interface IndexedNftTransfer {
  txHash: string
  logIndex: number
  blockNumber: number
  /** The collection's contract, lowercased as every stored address. */
  contract: string
  tokenId: bigint
  from: string
  to: string
}

/**
 * An ERC-721 Transfer: the ERC-20 event's topic with four topics (from, to and the token id all
 * indexed) and no data. A three-topic Transfer is an ERC-20 one and is not this; a log that
 * claims the shape with a malformed address is dropped rather than indexed half-read.
 */
export function decodeNftTransferLog(log: ChainLog): Omit<IndexedNftTransfer, 'txHash' | 'blockNumber'> | undefined {
  if (log.removed || log.topics.length !== 4 || log.topics[0] !== ERC721_TRANSFER_TOPIC || log.data !== '0x') return undefined
  const from = decodeAddressTopic(log.topics[1] ?? '')
  const to = decodeAddressTopic(log.topics[2] ?? '')
  const tokenId = decodeTokenIdTopic(log.topics[3] ?? '')
  if (!from || !to || tokenId === undefined) return undefined
  return { logIndex: log.logIndex, contract: log.address, from, to, tokenId }
}
