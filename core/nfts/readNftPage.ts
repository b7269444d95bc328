import { SendError } from '../errors/SendError.js'
import type { ChainCapabilities } from '../kernel/types.js'
import { nftKey, withoutSpam, type Nft, type NftQuery } from './Nft.js'

/**
 * How many pages in a row may hold spam only before a read stops with what it has: a source full
 * of spam must not keep the list reading page after page on its own.
 */
export const MAX_HIDDEN_PAGES = 4

/**
 * The next page of an account's NFTs as a list shows it: spam-flagged tokens left out (SPEC
 * section 5), and a page that held nothing else followed by the next, so the visitor never sees
 * an empty list that has tokens further on. A failed read is NFTS_UNAVAILABLE, its cause kept.
 */
export async function readNftPage(getNfts: ChainCapabilities['getNfts'], query: NftQuery): Promise<NftPageRead> {
  let cursor = query.cursor
  for (let read = 0; ; read++) {
    let page
    try {
      page = await getNfts({ ...query, cursor })
    } catch (error) {
      return { ok: false, error: new SendError('NFTS_UNAVAILABLE', { cause: error }) }
    }
    const shown = withoutSpam(page.nfts)
    if (shown.length > 0 || page.next === undefined || read + 1 >= MAX_HIDDEN_PAGES) return { ok: true, nfts: shown, next: page.next }
    cursor = page.next
  }
}

export type NftPageRead = { ok: true; nfts: Nft[]; next: string | undefined } | { ok: false; error: SendError }

/** A list with a page added: a token already listed (the source's pages shifted) is not listed twice. */
export function appendNfts(listed: readonly Nft[], page: readonly Nft[]): Nft[] {
  const seen = new Set(listed.map(nftKey))
  return [...listed, ...page.filter((nft) => !seen.has(nftKey(nft)))]
}
