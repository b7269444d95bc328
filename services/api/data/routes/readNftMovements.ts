import type { Sql } from '../../db/Sql.js'
import { toNftInfo } from '../nfts/nftInfo.js'
import type { NftMovement } from './toTransaction.js'

interface NftTransferRow extends Record<string, unknown> {
  tx_hash: string
  from_address: string
  to_address: string
  token_id: string
  token_uri: string | null
  collection_name: string | null
  is_spam: boolean
}

/** The ERC-721 transfers of these transactions that the account takes part in, by transaction, each with its nft_info. */
export async function readNftMovements(
  sql: Sql,
  context: { chainId: string; account: string; publicBase: string },
  hashes: readonly string[],
): Promise<Map<string, NftMovement[]>> {
  const byHash = new Map<string, NftMovement[]>()
  if (hashes.length === 0) return byHash
  const rows = await sql.query<NftTransferRow>(
    `SELECT tr.tx_hash, tr.from_address, tr.to_address, tr.token_id::text AS token_id, n.token_uri,
            c.name AS collection_name, (s.contract_address IS NOT NULL) AS is_spam
       FROM data_nft_transfers tr
       LEFT JOIN data_nft_tokens n ON n.chain_id = tr.chain_id AND n.contract_address = tr.contract_address AND n.token_id = tr.token_id
       LEFT JOIN data_tokens c ON c.chain_id = tr.chain_id AND c.address = tr.contract_address
       LEFT JOIN data_nft_spam s ON s.chain_id = tr.chain_id AND s.contract_address = tr.contract_address
      WHERE tr.chain_id = $1 AND (tr.from_address = $2 OR tr.to_address = $2) AND tr.tx_hash = ANY($3::text[])
      ORDER BY tr.tx_hash, tr.log_index`,
    [context.chainId, context.account, [...hashes]],
  )
  for (const row of rows) {
    const list = byHash.get(row.tx_hash) ?? []
    list.push({
      from: row.from_address,
      to: row.to_address,
      nft: toNftInfo({ tokenId: row.token_id, tokenUri: row.token_uri, collectionName: row.collection_name, isSpam: Boolean(row.is_spam) }, context.publicBase),
    })
    byHash.set(row.tx_hash, list)
  }
  return byHash
}
