import type { Sql } from '../../db/Sql.js'
import type { DataChain } from '../DataChain.js'
import { insertRows } from './insertRows.js'

/**
 * Writes each chain's configured spam collections (DataChain.spamNfts) to data_nft_spam, lowercased
 * as every stored address. Additive: a collection flagged once stays flagged (an operator may also
 * flag one in the table directly), so a restart with a shorter list does not unflag it.
 */
export async function seedNftSpam(sql: Sql, chains: readonly DataChain[]): Promise<void> {
  const rows = chains.flatMap((chain) => (chain.spamNfts ?? []).map((contract) => [chain.caipNetworkId, contract.toLowerCase()]))
  await insertRows(sql, 'data_nft_spam', ['chain_id', 'contract_address'], rows)
}
