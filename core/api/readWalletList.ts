import type { WalletListing } from '../types/wallet.js'
import { invalidBody, isBoundedString, isRecord } from './bodyShape.js'
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH } from './schemas/maxLengths.js'
import type { WalletList } from './schemas/walletListSchema.js'

const ENDPOINT = 'GET /getWallets'

type Listing = WalletList['data'][number]

type FieldCheck = (value: unknown) => boolean
const id: FieldCheck = (value) => isBoundedString(value, MAX_ID_LENGTH, 1)
const text: FieldCheck = (value) => isBoundedString(value, MAX_TEXT_LENGTH)
const nullableText: FieldCheck = (value) => value === null || text(value)

/** walletListingSchema's fields: a check each, and whether the field may be absent. */
const LISTING_FIELDS: readonly (readonly [keyof Listing & keyof WalletListing, FieldCheck, 'required' | 'optional'])[] = [
  ['id', id, 'required'],
  ['name', text, 'required'],
  ['image_id', id, 'optional'],
  ['image_url', text, 'optional'],
  ['rdns', (value) => value === null || isBoundedString(value, MAX_ID_LENGTH), 'optional'],
  ['mobile_link', nullableText, 'optional'],
  ['desktop_link', nullableText, 'optional'],
  ['webapp_link', nullableText, 'optional'],
  ['app_store', nullableText, 'optional'],
  ['play_store', nullableText, 'optional'],
  ['chrome_store', nullableText, 'optional'],
  ['homepage', nullableText, 'optional'],
  ['chains', (value) => Array.isArray(value) && everyIndex(value, (chain) => isBoundedString(chain, MAX_ID_LENGTH)), 'optional'],
  ['badge_type', (value) => isBoundedString(value, MAX_ID_LENGTH), 'optional'],
]

/**
 * GET /getWallets checked by hand: the Connect view asks for it on the button's hover, and zod
 * with its schema would otherwise load into every first open. It accepts and makes exactly what
 * walletListSchema does (a property test holds them equal): unknown fields are dropped, a field of
 * the wrong type or length refuses the whole list.
 */
export function readWalletList(body: unknown): WalletList {
  if (!isRecord(body)) throw invalid('expected an object')
  const { count, data } = body
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) throw invalid('count: expected a whole number, 0 or more')
  if (!Array.isArray(data)) throw invalid('data: expected an array')
  const listings: Listing[] = []
  for (let index = 0; index < data.length; index++) listings.push(readListing(data[index], index))
  return { count, data: listings }
}

function readListing(entry: unknown, index: number): Listing {
  if (!isRecord(entry)) throw invalid(`data[${index}]: expected an object`)
  const listing: Record<string, unknown> = {}
  for (const [key, check, presence] of LISTING_FIELDS) {
    if (!(key in entry)) {
      if (presence === 'required') throw invalid(`data[${index}].${key}: missing`)
      continue
    }
    const value = entry[key]
    if (!check(value)) throw invalid(`data[${index}].${key}: not a valid value`)
    listing[key] = Array.isArray(value) ? [...value] : value
  }
  return listing as Listing
}

/** Indexes, not every(): a hole in an array is an entry that fails the check, as it is for zod. */
function everyIndex(values: unknown[], check: (value: unknown) => boolean): boolean {
  for (let index = 0; index < values.length; index++) if (!check(values[index])) return false
  return true
}

const invalid = (details: string) => invalidBody(ENDPOINT, details)
