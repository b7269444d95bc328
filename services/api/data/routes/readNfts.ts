import type { Sql } from '../../db/Sql.js'
import { hostedTokenOfUri } from '../nfts/hostedCollections.js'
import { toNftInfo, type NftInfo } from '../nfts/nftInfo.js'

export const NFTS_PAGE_SIZE = 24

/** One ERC-721 token an account holds: the Transaction's nft_info (SPEC section 3), its place and its collection. */
export interface AccountNft extends NftInfo {
  contract: string
  tokenId: string
  collection: { name: string; symbol: string }
}

export interface NftPosition {
  contract: string
  tokenId: string
}

export interface NftsPage {
  data: AccountNft[]
  /** where the next page starts, when there is one */
  last: NftPosition | undefined
}

interface NftRow extends Record<string, unknown> {
  contract_address: string
  token_id: string
  token_uri: string | null
  collection_name: string | null
  collection_symbol: string | null
  is_spam: boolean
}

/**
 * One page of the ERC-721 tokens an account holds on a chain, by collection then token id, after
 * `after` when given. An account holds a token when the latest Transfer of it that the account
 * takes part in is to the account: any later move of the token would have to come from it.
 * Spam-flagged tokens are in the page with flags.is_spam set (the client hides them, as it hides
 * spam in history), so one rule, in one place, decides what a visitor sees.
 */
export async function readNfts(
  sql: Sql,
  query: { chainId: string; account: string; publicBase: string },
  after: NftPosition | undefined,
): Promise<NftsPage> {
  const params: unknown[] = [query.chainId, query.account]
  if (after) params.push(after.contract, after.tokenId)
  const rows = await sql.query<NftRow>(
    `SELECT h.contract_address, h.token_id::text AS token_id, n.token_uri,
            c.name AS collection_name, c.symbol AS collection_symbol, (s.contract_address IS NOT NULL) AS is_spam
       FROM (
         SELECT DISTINCT ON (contract_address, token_id) contract_address, token_id, to_address
           FROM data_nft_transfers
          WHERE chain_id = $1 AND (to_address = $2 OR from_address = $2)
          ORDER BY contract_address, token_id, block_number DESC, log_index DESC
       ) h
       LEFT JOIN data_nft_tokens n ON n.chain_id = $1 AND n.contract_address = h.contract_address AND n.token_id = h.token_id
       LEFT JOIN data_tokens c ON c.chain_id = $1 AND c.address = h.contract_address
       LEFT JOIN data_nft_spam s ON s.chain_id = $1 AND s.contract_address = h.contract_address
      WHERE h.to_address = $2 ${after ? 'AND (h.contract_address, h.token_id) > ($3::text, $4::numeric)' : ''}
      ORDER BY h.contract_address, h.token_id
      LIMIT ${NFTS_PAGE_SIZE + 1}`,
    params,
  )
  const page = rows.slice(0, NFTS_PAGE_SIZE)
  const data = page.map((row): AccountNft => {
    const info = toNftInfo({ tokenId: row.token_id, tokenUri: row.token_uri, collectionName: row.collection_name, isSpam: Boolean(row.is_spam) }, query.publicBase)
    const collectionName = row.collection_name ?? hostedTokenOfUri(row.token_uri)?.collection.name ?? 'Unknown collection'
    return {
      contract: row.contract_address,
      tokenId: row.token_id,
      name: info.name,
      collection: { name: collectionName, symbol: row.collection_symbol ?? '' },
      flags: info.flags,
      content: info.content,
    }
  })
  const lastRow = page.at(-1)
  const last = rows.length > NFTS_PAGE_SIZE && lastRow ? { contract: lastRow.contract_address, tokenId: lastRow.token_id } : undefined
  return { data, last }
}
