import { getAddress } from 'ethers'
import { formatUnits } from '../../../../core/format/units.js'
import type { NftInfo } from '../nfts/nftInfo.js'

export type TransferDirection = 'in' | 'out' | 'self'
export type OperationType = 'send' | 'receive' | 'execute' | 'deploy'

/** SPEC section 3's Transaction: its fungible transfers and its ERC-721 ones. */
export interface HistoryTransaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    status: 'confirmed' | 'failed'
    operationType: OperationType
    sentFrom: string
    sentTo: string
  }
  transfers: (HistoryTransfer | HistoryNftTransfer)[]
}

export interface HistoryTransfer {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  direction: TransferDirection
  quantity: { numeric: string }
  /** Fiat figures are left out: the data layer has no price source, and a made-up 0 reads as worthless. */
  value?: number
  price?: number
}

/** An ERC-721 token moved: SPEC's nft_info (name, flags.is_spam, content preview); one token, so a quantity of 1. */
export interface HistoryNftTransfer {
  nft_info: NftInfo
  direction: TransferDirection
  quantity: { numeric: '1' }
}

/** An ERC-721 token moved, both sides lowercased. */
export interface NftMovement {
  from: string
  to: string
  nft: NftInfo
}

export interface StoredTransaction {
  hash: string
  minedAt: number
  from: string
  to: string | null
  contractAddress: string | null
  value: bigint
  hasInput: boolean
  status: 'confirmed' | 'failed'
}

/** A movement of one asset, native or token, with both sides lowercased. */
export interface Movement {
  from: string
  to: string
  amount: bigint
  decimals: number
  name: string
  symbol: string
  iconUrl: string
}

export interface ToTransactionContext {
  /** the account the history is for, lowercased */
  account: string
  chainId: string
  native: { name: string; symbol: string; decimals: number; iconUrl: string }
}

/**
 * One stored transaction as the account sees it. Only movements the account takes part in are
 * shown, each with its direction. The operation is a deploy for a contract creation; a send when
 * the account only gives, a receive when it only gets; otherwise it follows the transaction's form
 * (a call with data executes, a plain transfer sends or receives). Prices are unknown, so 0.
 */
export function toTransaction(
  stored: StoredTransaction,
  tokenMovements: readonly Movement[],
  context: ToTransactionContext,
  nftMovements: readonly NftMovement[] = [],
): HistoryTransaction {
  const { account, native } = context
  const recipient = stored.to ?? stored.contractAddress ?? stored.from
  const movements: Movement[] = []
  if (stored.status === 'confirmed' && stored.value > 0n) {
    movements.push({ from: stored.from, to: recipient, amount: stored.value, ...native })
  }
  movements.push(...tokenMovements)
  const own = movements.filter((movement) => movement.from === account || movement.to === account)
  const ownNfts = nftMovements.filter(({ from, to }) => from === account || to === account)
  const transfers: (HistoryTransfer | HistoryNftTransfer)[] = own.map((movement) => toTransfer(movement, account))
  for (const { from, to, nft } of ownNfts) transfers.push({ nft_info: nft, direction: directionOf(from, to, account), quantity: { numeric: '1' } })
  const operation = operationType(stored, transfers, account)
  // A token moved through a contract call is sent to its recipient, not to the token's contract:
  // a send or receive whose movements all share one pair of parties names them.
  const parties = new Set([...own, ...ownNfts].map(({ from, to }) => `${from} ${to}`))
  const [partyFrom, partyTo] = parties.size === 1 && (operation === 'send' || operation === 'receive') ? [...parties][0]!.split(' ') : [stored.from, recipient]
  return {
    id: stored.hash,
    metadata: {
      minedAt: new Date(stored.minedAt * 1000).toISOString(),
      chain: context.chainId,
      status: stored.status,
      operationType: operation,
      sentFrom: getAddress(partyFrom!),
      sentTo: getAddress(partyTo!),
    },
    transfers,
  }
}

export function directionOf(from: string, to: string, account: string): TransferDirection {
  if (from === account && to === account) return 'self'
  return from === account ? 'out' : 'in'
}

function toTransfer(movement: Movement, account: string): HistoryTransfer {
  return {
    fungible_info: { name: movement.name, symbol: movement.symbol, icon: { url: movement.iconUrl } },
    direction: directionOf(movement.from, movement.to, account),
    quantity: { numeric: formatUnits(movement.amount, movement.decimals) },
  }
}

function operationType(stored: StoredTransaction, transfers: readonly { direction: TransferDirection }[], account: string): OperationType {
  if (stored.to === null) return 'deploy'
  if (transfers.length > 0) {
    if (transfers.every((transfer) => transfer.direction !== 'in')) return 'send'
    if (transfers.every((transfer) => transfer.direction === 'in')) return 'receive'
  }
  if (stored.hasInput) return 'execute'
  return stored.from === account ? 'send' : 'receive'
}
