import type { Transaction } from './Transaction.js'

/**
 * SPEC section 5: 'Transactions whose transfers are all spam-flagged NFTs are hidden.' A
 * transaction with no transfers, or with one fungible or unflagged transfer, is kept.
 */
export function isAllSpamNfts(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.fungible_info === undefined && transfer.nft_info?.flags?.is_spam === true)
}

/**
 * The transactions the Activity tab lists (SPEC section 5): 'Transactions are kept only if on the
 * active chain', and those whose transfers are all spam NFTs are hidden. A source may answer with
 * other chains' transactions; they are dropped here, not trusted to be absent.
 */
export function visibleTransactions(transactions: readonly Transaction[], caipNetworkId: string): Transaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === caipNetworkId && !isAllSpamNfts(transaction))
}
