import type { Sql } from '../../db/Sql.js'

export interface KnownToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

/**
 * The fungible tokens the index has met on a chain. Tokens with zero decimals are left out (SPEC
 * section 5: dropped as low quality), as are contracts whose decimals could not be read.
 */
export async function readKnownTokens(sql: Sql, chainId: string): Promise<KnownToken[]> {
  const rows = await sql.query<{ address: string; name: string; symbol: string; decimals: unknown }>(
    'SELECT address, name, symbol, decimals FROM data_tokens WHERE chain_id = $1 AND decimals > 0 ORDER BY symbol, address',
    [chainId],
  )
  return rows.map((row) => ({ ...row, decimals: Number(row.decimals) }))
}
