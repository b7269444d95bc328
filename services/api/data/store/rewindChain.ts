import type { Sql } from '../../db/Sql.js'

/**
 * Forgets everything indexed above `keep` on one chain, in one transaction: after a reorg, or a
 * development chain restarted from scratch under the same id. Tokens first seen above it go too,
 * since the same address may now hold another contract.
 */
export async function rewindChain(sql: Sql, chainId: string, keep: number): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query('DELETE FROM data_account_transactions WHERE chain_id = $1 AND block_number > $2', [chainId, keep])
    await tx.query('DELETE FROM data_token_transfers WHERE chain_id = $1 AND block_number > $2', [chainId, keep])
    await tx.query('DELETE FROM data_nft_transfers WHERE chain_id = $1 AND block_number > $2', [chainId, keep])
    await tx.query('DELETE FROM data_nft_tokens WHERE chain_id = $1 AND first_seen_block > $2', [chainId, keep])
    await tx.query('DELETE FROM data_transactions WHERE chain_id = $1 AND block_number > $2', [chainId, keep])
    await tx.query('DELETE FROM data_tokens WHERE chain_id = $1 AND first_seen_block > $2', [chainId, keep])
    await tx.query('DELETE FROM data_blocks WHERE chain_id = $1 AND number > $2', [chainId, keep])
  })
}
