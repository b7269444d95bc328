import { readDeepLinkUri } from './readDeepLinkUri.js'

/** A WalletConnect v2 pairing URI, checked: `wc:<topic>@2?relay-protocol=irn&symKey=<key>[&expiryTimestamp=<s>]`. */
export interface WcUri {
  uri: string
  topic: string
  symKey: string
  relayProtocol: string
  /** Unix seconds, when the site put one in. */
  expiryTimestamp: number | undefined
}

export type WcUriResult = { ok: true; value: WcUri } | { ok: false; error: string }

/** What the visitor reads when a pasted or linked URI cannot be used: plain words, and what to do. */
export const WC_URI_ERRORS = {
  empty: 'Paste a WalletConnect link first. It starts with "wc:".',
  notWalletConnect: 'This is not a WalletConnect link. A WalletConnect link starts with "wc:"; copy it from the site\'s QR code panel.',
  damaged: 'This WalletConnect link is incomplete or damaged. Copy the whole link from the site again.',
  version1: 'This is a WalletConnect v1 link, which no longer works. Ask the site for a new QR code.',
  expired: 'This WalletConnect link has expired. Ask the site for a new QR code.',
} as const

const HEX_32_BYTES = /^[0-9a-fA-F]{64}$/

/**
 * Reads what the visitor pasted: a `wc:` URI, or a deep link or universal link that carries one
 * in `?uri=`. The SDK would refuse a bad URI too, but with words meant for developers.
 */
export function parseWcUri(input: string, nowMs: number): WcUriResult {
  const text = unwrap(input.trim())
  if (!text) return { ok: false, error: WC_URI_ERRORS.empty }
  if (!/^wc:/i.test(text)) return { ok: false, error: WC_URI_ERRORS.notWalletConnect }
  const match = /^wc:([^@?]*)@([0-9]+)(?:\?(.*))?$/is.exec(text)
  if (!match) return { ok: false, error: WC_URI_ERRORS.damaged }
  const [, topic = '', version = '', query = ''] = match
  if (version === '1') return { ok: false, error: WC_URI_ERRORS.version1 }
  if (version !== '2') return { ok: false, error: `This WalletConnect link is for version ${version}, which this wallet does not speak. Ask the site for a WalletConnect v2 link.` }
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey') ?? ''
  const relayProtocol = params.get('relay-protocol') ?? ''
  if (!HEX_32_BYTES.test(topic) || !HEX_32_BYTES.test(symKey) || !relayProtocol) return { ok: false, error: WC_URI_ERRORS.damaged }
  const expiry = params.get('expiryTimestamp')
  let expiryTimestamp: number | undefined
  if (expiry !== null) {
    expiryTimestamp = Number(expiry)
    if (!Number.isSafeInteger(expiryTimestamp) || expiryTimestamp <= 0) return { ok: false, error: WC_URI_ERRORS.damaged }
    if (expiryTimestamp * 1000 <= nowMs) return { ok: false, error: WC_URI_ERRORS.expired }
  }
  return { ok: true, value: { uri: `wc:${topic}@2?${query}`, topic, symKey, relayProtocol, expiryTimestamp } }
}

/** A whole deep link pasted in, or the URI still %-encoded from one: the `wc:` URI inside it. */
function unwrap(text: string): string {
  if (/^wc%3a/i.test(text)) {
    try {
      return decodeURIComponent(text)
    } catch {
      return text
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    const query = text.indexOf('?')
    const inner = query === -1 ? undefined : readDeepLinkUri(text.slice(query))
    if (inner !== undefined) return inner.trim()
  }
  return text
}
