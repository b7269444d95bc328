/**
 * The prices route (Portico's own path; SPEC section 7 names no price call). Like the rest of the
 * API it requires the projectId, st and sv query parameters (400 when one is missing, 403 for an
 * unknown project).
 *
 *   GET /v1/prices?chain=eip155:31337&tokens=native,0x5fbd...
 *     -> { prices: { [token as asked]: number } }   USD prices from the API's price table; a
 *        token the table does not hold is left out of the answer, never priced at 0 or guessed.
 *
 * EVM addresses match in any case (a wallet and a token list may disagree on checksums); Solana
 * mints match exactly, as base58 is case-sensitive.
 */
import type { ApiExtension } from '../ApiExtension.js'
import { HttpError, type Route } from '../http/Route.js'
import { requireProject } from '../provider/requireProject.js'
import type { PriceTable } from './pricesSchema.js'

/** At most this many tokens in one request: a token list of a site, not the whole chain. */
export const MAX_PRICED_TOKENS = 100

export function createPriceRoutes(table: PriceTable): Route[] {
  const byChain = new Map(Object.entries(table).map(([chain, prices]) => [chain, new Map(Object.entries(prices).map(([token, price]) => [keyOf(token), price]))]))
  return [
    {
      method: 'GET',
      path: '/v1/prices',
      async handle(request, context) {
        const { query } = await requireProject(context.sql, request.url)
        const chain = query.chain ?? ''
        if (chain === '') throw new HttpError(400, 'The chain query parameter is required (a CAIP-2 chain id)')
        const tokens = (query.tokens ?? '').split(',').filter(Boolean)
        if (tokens.length > MAX_PRICED_TOKENS) throw new HttpError(400, `At most ${MAX_PRICED_TOKENS} tokens a request`)
        const known = byChain.get(chain)
        const prices: Record<string, number> = {}
        for (const token of tokens) {
          const price = known?.get(keyOf(token))
          if (price !== undefined) prices[token] = price
        }
        return { status: 200, body: { prices } }
      },
    },
  ]
}

/** The prices as an API extension (no tables of its own). */
export function createPriceLayer(table: PriceTable): ApiExtension {
  return { name: 'prices', migrations: [], routes: createPriceRoutes(table) }
}

const keyOf = (token: string): string => (token.startsWith('0x') ? token.toLowerCase() : token)
