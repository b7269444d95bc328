import * as z from 'zod'
import { CERTIFIED } from './RegistryWallet.js'

/** SPEC section 9: 40 listings a page by default; search asks for up to 100. */
export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
export const MAX_PAGE = 1_000_000
export const MAX_SEARCH_LENGTH = 100
export const MAX_LIST_ITEMS = 500
const MAX_ID_LENGTH = 256
/** CAIP-2: a namespace of 3 to 8 characters and a reference of 1 to 32. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

const integer = (name: string, min: number, max: number, fallback: number) =>
  z.string()
    .regex(/^\d{1,15}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .default(fallback)

const list = (name: string, item: z.ZodString) =>
  z.string()
    .transform((value) => (value === '' ? [] : value.split(',')))
    .pipe(z.array(item).max(MAX_LIST_ITEMS, `${name} may name at most ${MAX_LIST_ITEMS} items`))
    .default([])

const walletId = (name: string) => z.string().min(1, `${name} may not hold empty ids`).max(MAX_ID_LENGTH, `${name} ids are at most ${MAX_ID_LENGTH} characters`)

/**
 * GET /getWallets' parameters (SPEC section 7). A bad value is a 400, never a guess. An empty
 * list or search means "no filter", as the widget's client omits empty values anyway.
 */
export const walletQuerySchema = z.object({
  page: integer('page', 1, MAX_PAGE, 1),
  entries: integer('entries', 1, MAX_ENTRIES, DEFAULT_ENTRIES),
  include: list('include', walletId('include')),
  exclude: list('exclude', walletId('exclude')),
  chains: list('chains', z.string().regex(CAIP2, 'chains must be comma-separated CAIP-2 network ids')),
  search: z.string()
    .transform((value) => value.trim())
    .pipe(z.string().max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`))
    .default(''),
  badge_type: z.enum([CERTIFIED, 'none'], `badge_type must be ${CERTIFIED} or none`).default('none'),
})

export type WalletQuery = z.infer<typeof walletQuerySchema>
