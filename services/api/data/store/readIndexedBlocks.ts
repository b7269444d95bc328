import type { Sql } from '../../db/Sql.js'

export interface StoredBlock {
  number: number
  hash: string
}

/** The highest block indexed for a chain, or undefined before the first. */
export async function readIndexedHead(sql: Sql, chainId: string): Promise<StoredBlock | undefined> {
  const rows = await sql.query<{ number: unknown; hash: string }>(
    'SELECT number, hash FROM data_blocks WHERE chain_id = $1 ORDER BY number DESC LIMIT 1',
    [chainId],
  )
  const row = rows[0]
  return row ? { number: Number(row.number), hash: row.hash } : undefined
}

/** The stored hashes of blocks `from`..`to`, by number. */
export async function readIndexedHashes(sql: Sql, chainId: string, from: number, to: number): Promise<Map<number, string>> {
  const rows = await sql.query<{ number: unknown; hash: string }>(
    'SELECT number, hash FROM data_blocks WHERE chain_id = $1 AND number >= $2 AND number <= $3',
    [chainId, from, to],
  )
  return new Map(rows.map((row) => [Number(row.number), row.hash]))
}

/** Which of `addresses` are already known tokens on the chain. */
export async function readKnownTokenAddresses(sql: Sql, chainId: string, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set()
  const placeholders = addresses.map((_, index) => `$${index + 2}`).join(', ')
  const rows = await sql.query<{ address: string }>(
    `SELECT address FROM data_tokens WHERE chain_id = $1 AND address IN (${placeholders})`,
    [chainId, ...addresses],
  )
  return new Set(rows.map((row) => row.address))
}
