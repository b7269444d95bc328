import type { AccountQuery } from './parseAccountQuery.js'

/**
 * The API's own token image route, which finds images by symbol (see registerTokenImages). The
 * client's projectId, st and sv are carried over because the image route requires them like every
 * other route, and an <img> cannot add them.
 */
export function tokenIconUrl(base: string, query: AccountQuery, symbol: string): string {
  const url = new URL(`/public/getTokenImage/${encodeURIComponent(symbol)}`, base)
  url.search = new URLSearchParams(query.client).toString()
  return url.toString()
}
