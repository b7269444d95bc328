import type { FixtureWallet } from './fixtureWallets.js'

export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
const MAX_SEARCH_LENGTH = 256
const MAX_LIST_ITEMS = 500
const MAX_ID_LENGTH = 256
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const BADGES = ['none', 'certified']

export type WalletQueryResult =
  | { ok: true; body: { count: number; data: FixtureWallet[] } }
  | { ok: false; message: string }

/**
 * GET /getWallets over the fixture list (SPEC section 7). Filters apply in the order
 * include, exclude, chains, badge, search; `count` is the number of matches before paging. Every
 * parameter is checked the way a strict server would: a bad one is a 400, never a guess.
 */
export function queryWallets(wallets: readonly FixtureWallet[], query: URLSearchParams): WalletQueryResult {
  const fail = (message: string): WalletQueryResult => ({ ok: false, message })
  for (const key of ['page', 'entries', 'include', 'exclude', 'chains', 'search', 'badge_type']) {
    if (query.getAll(key).length > 1) return fail(`${key} may be given once`)
  }

  const page = readInteger(query.get('page'), 1, 1, 1_000_000)
  if (page === undefined) return fail('page must be a positive integer')
  const entries = readInteger(query.get('entries'), DEFAULT_ENTRIES, 1, MAX_ENTRIES)
  if (entries === undefined) return fail(`entries must be an integer from 1 to ${MAX_ENTRIES}`)
  const include = readList(query.get('include'))
  if (!include) return fail(`include must be a comma-separated list of at most ${MAX_LIST_ITEMS} wallet ids`)
  const exclude = readList(query.get('exclude'))
  if (!exclude) return fail(`exclude must be a comma-separated list of at most ${MAX_LIST_ITEMS} wallet ids`)
  const chains = readList(query.get('chains'))
  if (!chains || !chains.every((chain) => CAIP2.test(chain))) return fail('chains must be a comma-separated list of CAIP-2 network ids')
  const badge = query.get('badge_type') ?? 'none'
  if (!BADGES.includes(badge)) return fail(`badge_type must be one of ${BADGES.join(', ')}`)
  const search = (query.get('search') ?? '').trim().toLowerCase()
  if (search.length > MAX_SEARCH_LENGTH) return fail(`search must be at most ${MAX_SEARCH_LENGTH} characters`)

  const matches = wallets.filter((wallet) =>
    (include.length === 0 || include.includes(wallet.id)) &&
    !exclude.includes(wallet.id) &&
    (chains.length === 0 || chains.some((chain) => wallet.chains?.includes(chain))) &&
    (badge === 'none' || wallet.badge_type === badge) &&
    (search === '' || wallet.name.toLowerCase().includes(search)))
  const start = (page - 1) * entries
  return { ok: true, body: { count: matches.length, data: matches.slice(start, start + entries) } }
}

/** undefined when the value is not a plain decimal integer within [min, max]. */
function readInteger(value: string | null, fallback: number, min: number, max: number): number | undefined {
  if (value === null) return fallback
  if (!/^\d{1,7}$/.test(value)) return undefined
  const number = Number(value)
  return number >= min && number <= max ? number : undefined
}

/** An absent list is empty; an empty item ('a,,b'), an overlong id or too many ids is refused. */
function readList(value: string | null): string[] | undefined {
  if (value === null) return []
  const items = value.split(',')
  if (items.length > MAX_LIST_ITEMS || items.some((item) => item.length === 0 || item.length > MAX_ID_LENGTH)) return undefined
  return items
}
