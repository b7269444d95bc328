/**
 * The pairing URI a deep link carries in its `uri` query parameter (`/wc-wallet?uri=wc%3A...`,
 * or the universal-link shape `/wcwallet/wc?uri=...`). Sites encode it, but some paste it raw;
 * a raw `wc:` URI has `&symKey=...` of its own, which a plain URLSearchParams would cut off, so
 * a raw one runs to the end of the query.
 */
export function readDeepLinkUri(search: string): string | undefined {
  const query = search.startsWith('?') ? search.slice(1) : search
  const start = query.split('&').findIndex((part) => part.startsWith('uri='))
  if (start === -1) return undefined
  const rest = query.split('&').slice(start).join('&').slice('uri='.length)
  if (/^wc:/i.test(rest)) return rest
  const encoded = rest.split('&')[0] ?? ''
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' ')) || undefined
  } catch {
    // A broken %-escape: hand the raw text on, and the URI check names the problem.
    return encoded || undefined
  }
}

/** The page's address without its `uri` parameter, so a reload does not pair with a used URI again. */
export function withoutDeepLinkUri(href: string): string {
  const url = new URL(href)
  if (readDeepLinkUri(url.search) === undefined) return href
  const query = url.search.slice(1)
  const parts = query.split('&')
  const start = parts.findIndex((part) => part.startsWith('uri='))
  const raw = /^uri=wc:/i.test(parts[start] ?? '')
  // A raw URI took the rest of the query with it; an encoded one is a single parameter.
  const kept = raw ? parts.slice(0, start) : parts.filter((_, index) => index !== start)
  url.search = kept.length > 0 ? `?${kept.join('&')}` : ''
  return url.toString()
}
