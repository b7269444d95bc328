import type { Sql } from '../db/Sql.js'
import { CERTIFIED } from './RegistryWallet.js'
import type { WalletQuery } from './walletQuerySchema.js'

/** A listing as GET /getWallets sends it: the client's schema takes null links but no null badge. */
export interface WalletListingBody {
  id: string
  name: string
  image_id: string
  rdns: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  homepage: string | null
  chains: string[]
  badge_type?: string
}

/** A registry row: the listing's columns, where chains and badge may be SQL NULL. */
interface WalletRow extends Omit<WalletListingBody, 'chains' | 'badge_type'>, Record<string, unknown> {
  chains: string[] | null
  badge_type: string | null
}

/**
 * One page of the registry and the number of all matches. `include` keeps only those ids,
 * `exclude` drops them, `chains` keeps wallets that list any of them, `search` matches names
 * case-insensitively (names starting with it first). Otherwise listings come in rank order.
 * Every value reaches SQL as a parameter, never as text.
 */
export async function queryWallets(sql: Sql, query: WalletQuery): Promise<{ count: number; data: WalletListingBody[] }> {
  const params: unknown[] = []
  const param = (value: unknown, cast = '') => {
    params.push(value)
    return `$${params.length}${cast}`
  }
  const where: string[] = []
  if (query.include.length > 0) where.push(`id = ANY(${param(query.include, '::text[]')})`)
  if (query.exclude.length > 0) where.push(`NOT (id = ANY(${param(query.exclude, '::text[]')}))`)
  if (query.chains.length > 0) where.push(`chains && ${param(query.chains, '::text[]')}`)
  if (query.badge_type === CERTIFIED) where.push(`badge_type = ${param(CERTIFIED)}`)
  let order = 'rank, id'
  if (query.search !== '') {
    const term = param(query.search.toLowerCase(), '::text')
    where.push(`strpos(lower(name), ${term}) > 0`)
    order = `CASE WHEN strpos(lower(name), ${term}) = 1 THEN 0 ELSE 1 END, ${order}`
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''

  const [counted] = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM wallets ${filter}`, params)
  const rows = await sql.query<WalletRow>(
    `SELECT id, name, image_id, rdns, mobile_link, desktop_link, webapp_link, app_store, play_store, chrome_store,
            homepage, chains, badge_type
       FROM wallets ${filter}
      ORDER BY ${order}
      LIMIT ${param(query.entries)} OFFSET ${param((query.page - 1) * query.entries)}`,
    params,
  )
  return { count: counted?.count ?? 0, data: rows.map(toListing) }
}

function toListing(row: WalletRow): WalletListingBody {
  const { badge_type, chains, ...rest } = row
  return { ...rest, chains: chains ?? [], ...(badge_type ? { badge_type } : {}) }
}
