import { decodeAddressTopic, decodeTransferAmount, TRANSFER_TOPIC } from '../abi/erc20Abi.js'
import type { ChainBlock, ChainLog, ChainReceipt } from '../rpc/chainSchemas.js'
import { decodeNftTransferLog, type IndexedNftTransfer } from './decodeNftTransferLog.js'

export interface IndexedTransaction {
  hash: string
  blockNumber: number
  index: number
  minedAt: number
  from: string
  /** null for a contract creation */
  to: string | null
  contractAddress: string | null
  value: bigint
  hasInput: boolean
  status: 'confirmed' | 'failed'
}

export interface IndexedTransfer {
  txHash: string
  logIndex: number
  blockNumber: number
  token: string
  from: string
  to: string
  amount: bigint
}

export interface IndexedBlock {
  number: number
  hash: string
  parentHash: string
  minedAt: number
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
  /** ERC-721 Transfers: who holds which token, and the NFTs of a transaction's history. */
  nftTransfers: IndexedNftTransfer[]
}

/**
 * One block and its receipts as the rows the data layer keeps: every transaction, and every
 * ERC-20 Transfer event (three topics and one data word) and every ERC-721 Transfer (the token id
 * as a fourth topic, no data). Throws when a receipt is missing, so the block is fetched again.
 */
export function decodeBlock(block: ChainBlock, receipts: readonly ChainReceipt[]): IndexedBlock {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
  const nftTransfers: IndexedNftTransfer[] = []
  for (const transaction of block.transactions) {
    const receipt = byHash.get(transaction.hash)
    if (!receipt) throw new Error(`block ${block.number} has no receipt for ${transaction.hash}`)
    const status = receipt.status === undefined || receipt.status === 1n ? 'confirmed' : 'failed'
    transactions.push({
      hash: transaction.hash,
      blockNumber: block.number,
      index: transaction.transactionIndex,
      minedAt: block.timestamp,
      from: transaction.from,
      to: transaction.to ?? null,
      contractAddress: transaction.to ? null : (receipt.contractAddress ?? null),
      value: transaction.value,
      hasInput: transaction.input !== '0x',
      status,
    })
    if (status !== 'confirmed') continue
    for (const log of receipt.logs) {
      const transfer = decodeTransferLog(log)
      if (transfer) transfers.push({ ...transfer, txHash: transaction.hash, blockNumber: block.number })
      const nftTransfer = decodeNftTransferLog(log)
      if (nftTransfer) nftTransfers.push({ ...nftTransfer, txHash: transaction.hash, blockNumber: block.number })
    }
  }
  return { number: block.number, hash: block.hash, parentHash: block.parentHash, minedAt: block.timestamp, transactions, transfers, nftTransfers }
}

export function decodeTransferLog(log: ChainLog): Pick<IndexedTransfer, 'logIndex' | 'token' | 'from' | 'to' | 'amount'> | undefined {
  if (log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) return undefined
  const from = decodeAddressTopic(log.topics[1] ?? '')
  const to = decodeAddressTopic(log.topics[2] ?? '')
  const amount = decodeTransferAmount(log.data)
  if (!from || !to || amount === undefined) return undefined
  return { logIndex: log.logIndex, token: log.address, from, to, amount }
}
