import type { Sql } from '../../db/Sql.js'
import type { HistoryPosition } from './createHistoryCursor.js'
import { readNftMovements } from './readNftMovements.js'
import { toTransaction, type HistoryTransaction, type Movement, type NftMovement, type ToTransactionContext } from './toTransaction.js'

export const HISTORY_PAGE_SIZE = 20

export interface HistoryPage {
  data: HistoryTransaction[]
  /** where the next page starts, when there is one */
  last: HistoryPosition | undefined
}

interface TransactionRow extends Record<string, unknown> {
  hash: string
  block_number: unknown
  tx_index: unknown
  mined_at: unknown
  from_address: string
  to_address: string | null
  contract_address: string | null
  value: string
  has_input: boolean
  status: 'confirmed' | 'failed'
}

interface TransferRow extends Record<string, unknown> {
  tx_hash: string
  from_address: string
  to_address: string
  amount: string
  name: string
  symbol: string
  decimals: unknown
}

/**
 * One page of an account's transactions on one chain, newest first, strictly after `after` when
 * given. One more row than a page is read to know whether another page follows.
 */
export async function readHistory(
  sql: Sql,
  context: ToTransactionContext & { iconUrl(symbol: string): string; publicBase?: string | undefined },
  after: HistoryPosition | undefined,
): Promise<HistoryPage> {
  const params: unknown[] = [context.chainId, context.account]
  if (after) params.push(after.block, after.index)
  const rows = await sql.query<TransactionRow>(
    `SELECT t.hash, t.block_number, t.tx_index, t.mined_at, t.from_address, t.to_address, t.contract_address,
            t.value, t.has_input, t.status
       FROM data_account_transactions a
       JOIN data_transactions t ON t.chain_id = a.chain_id AND t.hash = a.tx_hash
      WHERE a.chain_id = $1 AND a.address = $2 ${after ? 'AND (a.block_number, a.tx_index) < ($3, $4)' : ''}
      ORDER BY a.block_number DESC, a.tx_index DESC
      LIMIT ${HISTORY_PAGE_SIZE + 1}`,
    params,
  )
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  const movements = await readTokenMovements(sql, context, page.map((row) => row.hash))
  // Without a public base (no URL to point pictures at) the history carries fungible transfers only.
  const nftMovements = context.publicBase === undefined ? new Map<string, NftMovement[]>() : await readNftMovements(sql, { ...context, publicBase: context.publicBase }, page.map((row) => row.hash))
  const data = page.map((row) =>
    toTransaction(
      {
        hash: row.hash,
        minedAt: Number(row.mined_at),
        from: row.from_address,
        to: row.to_address,
        contractAddress: row.contract_address,
        value: BigInt(row.value),
        hasInput: Boolean(row.has_input),
        status: row.status,
      },
      movements.get(row.hash) ?? [],
      context,
      nftMovements.get(row.hash) ?? [],
    ),
  )
  const lastRow = page.at(-1)
  const last = rows.length > HISTORY_PAGE_SIZE && lastRow ? { block: Number(lastRow.block_number), index: Number(lastRow.tx_index) } : undefined
  return { data, last }
}

/** The token transfers of these transactions that the account takes part in, by transaction. */
async function readTokenMovements(
  sql: Sql,
  context: { chainId: string; account: string; iconUrl(symbol: string): string },
  hashes: readonly string[],
): Promise<Map<string, Movement[]>> {
  const byHash = new Map<string, Movement[]>()
  if (hashes.length === 0) return byHash
  const placeholders = hashes.map((_, index) => `$${index + 3}`).join(', ')
  const rows = await sql.query<TransferRow>(
    `SELECT tr.tx_hash, tr.from_address, tr.to_address, tr.amount, tk.name, tk.symbol, tk.decimals
       FROM data_token_transfers tr
       JOIN data_tokens tk ON tk.chain_id = tr.chain_id AND tk.address = tr.token_address
      WHERE tr.chain_id = $1 AND (tr.from_address = $2 OR tr.to_address = $2)
        AND tk.decimals IS NOT NULL AND tr.tx_hash IN (${placeholders})
      ORDER BY tr.tx_hash, tr.log_index`,
    [context.chainId, context.account, ...hashes],
  )
  for (const row of rows) {
    const list = byHash.get(row.tx_hash) ?? []
    list.push({
      from: row.from_address,
      to: row.to_address,
      amount: BigInt(row.amount),
      decimals: Number(row.decimals),
      name: row.name,
      symbol: row.symbol,
      iconUrl: context.iconUrl(row.symbol),
    })
    byHash.set(row.tx_hash, list)
  }
  return byHash
}
