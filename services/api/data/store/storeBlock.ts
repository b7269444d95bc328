import type { Sql } from '../../db/Sql.js'
import type { IndexedBlock } from '../indexer/decodeBlock.js'
import type { NftTokenUri } from '../indexer/readNftTokenUris.js'
import type { TokenMetadata } from '../indexer/readTokenMetadata.js'
import { insertRows } from './insertRows.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/**
 * Writes one block in one database transaction: its tokens first seen here, transactions,
 * transfers, the account links that history pages through, and the block row last (the block row is
 * what marks it indexed). Every insert ignores rows already there, so storing a block twice changes
 * nothing.
 */
export async function storeBlock(
  sql: Sql,
  chainId: string,
  block: IndexedBlock,
  newTokens: readonly TokenMetadata[],
  newNfts: readonly NftTokenUri[] = [],
): Promise<void> {
  await sql.transaction(async (tx) => {
    await insertRows(
      tx,
      'data_tokens',
      ['chain_id', 'address', 'name', 'symbol', 'decimals', 'first_seen_block'],
      newTokens.map((token) => [chainId, token.address, token.name, token.symbol, token.decimals, block.number]),
    )
    await insertRows(
      tx,
      'data_transactions',
      ['chain_id', 'hash', 'block_number', 'tx_index', 'mined_at', 'from_address', 'to_address', 'contract_address', 'value', 'has_input', 'status'],
      block.transactions.map((t) => [
        chainId, t.hash, t.blockNumber, t.index, t.minedAt, t.from, t.to, t.contractAddress, t.value.toString(), t.hasInput, t.status,
      ]),
    )
    await insertRows(
      tx,
      'data_token_transfers',
      ['chain_id', 'tx_hash', 'log_index', 'block_number', 'token_address', 'from_address', 'to_address', 'amount'],
      block.transfers.map((t) => [chainId, t.txHash, t.logIndex, t.blockNumber, t.token, t.from, t.to, t.amount.toString()]),
    )
    await insertRows(
      tx,
      'data_nft_transfers',
      ['chain_id', 'tx_hash', 'log_index', 'block_number', 'contract_address', 'token_id', 'from_address', 'to_address'],
      block.nftTransfers.map((t) => [chainId, t.txHash, t.logIndex, t.blockNumber, t.contract, t.tokenId.toString(), t.from, t.to]),
    )
    await insertRows(
      tx,
      'data_nft_tokens',
      ['chain_id', 'contract_address', 'token_id', 'token_uri', 'first_seen_block'],
      newNfts.map((nft) => [chainId, nft.contract, nft.tokenId.toString(), nft.uri, block.number]),
    )
    await insertRows(tx, 'data_account_transactions', ['chain_id', 'address', 'tx_hash', 'block_number', 'tx_index'], accountLinks(chainId, block))
    await insertRows(
      tx,
      'data_blocks',
      ['chain_id', 'number', 'hash', 'parent_hash', 'mined_at'],
      [[chainId, block.number, block.hash, block.parentHash, block.minedAt]],
    )
  })
}

/** Each address a transaction concerns: sender, recipient, created contract, and both sides of its transfers (NFTs too). */
function accountLinks(chainId: string, block: IndexedBlock): unknown[][] {
  const rows: unknown[][] = []
  for (const transaction of block.transactions) {
    const addresses = new Set([transaction.from, transaction.to, transaction.contractAddress])
    for (const transfer of [...block.transfers, ...block.nftTransfers]) {
      if (transfer.txHash !== transaction.hash) continue
      addresses.add(transfer.from)
      addresses.add(transfer.to)
    }
    for (const address of addresses) {
      // The zero address is the other side of every mint and burn: nobody's history.
      if (address && address !== ZERO_ADDRESS) rows.push([chainId, address, transaction.hash, transaction.blockNumber, transaction.index])
    }
  }
  return rows
}
