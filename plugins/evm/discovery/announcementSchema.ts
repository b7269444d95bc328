import { MAX_ID_LENGTH } from 'portico/core'
import { isEip1193Provider, type Eip1193Provider } from '../provider/Eip1193Provider.js'

/*
 * Announcements arrive while the page starts, so they are checked by hand: zod would put its
 * weight on every site's start path for four fields.
 */

/** Real wallet names are short; a longer one is hostile or broken. */
export const MAX_WALLET_NAME_LENGTH = 100
/** Icons are data URIs of a few kilobytes; far more is an attempt to fill memory or storage. */
export const MAX_ICON_LENGTH = 256_000

const REVERSE_DNS = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)+$/

/** An icon a page may show: an image data URI, or an https URL. Anything else (javascript:, http:) is not. */
export function isSafeIcon(value: string): boolean {
  if (/^data:image\//i.test(value)) return true
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** An EIP-6963 provider info, as accepted. `icon` and `rdns` are there when the wallet sent them. */
export interface ProviderInfo {
  uuid: string
  name: string
  icon?: string | undefined
  rdns?: string | undefined
}

export interface Announcement {
  info: ProviderInfo
  provider: Eip1193Provider
}

const isString = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max

/** Absent, empty (the uuid keys the wallet then), or a reverse domain of a bounded length. */
const isRdns = (value: unknown): value is string | undefined =>
  value === undefined || value === '' || (isString(value, 1, MAX_ID_LENGTH) && REVERSE_DNS.test(value))

/**
 * An EIP-6963 provider info, or undefined when it is not a valid one. A name is shown as text,
 * never markup, so it is only trimmed and held to a length. An unsafe icon is dropped rather than
 * the wallet: the visitor can still connect, it just has no picture. Unknown fields are left out.
 * Reading a hostile object (getters, a Proxy) may throw: parseAnnouncement catches that.
 */
export function parseProviderInfo(info: unknown): ProviderInfo | undefined {
  if (typeof info !== 'object' || info === null || Array.isArray(info)) return undefined
  const { uuid, name, icon, rdns } = info as Record<keyof ProviderInfo, unknown>
  if (!isString(uuid, 1, MAX_ID_LENGTH) || typeof name !== 'string') return undefined
  const trimmed = name.trim()
  if (!isString(trimmed, 1, MAX_WALLET_NAME_LENGTH)) return undefined
  if (!isRdns(rdns)) return undefined
  const parsed: ProviderInfo = { uuid, name: trimmed }
  // A key the wallet sent stays a key, even when its value is dropped: `in`, not `!== undefined`.
  if ('icon' in info) parsed.icon = isString(icon, 1, MAX_ICON_LENGTH) && isSafeIcon(icon) ? icon : undefined
  if ('rdns' in info) parsed.rdns = rdns
  return parsed
}

/**
 * An `eip6963:announceProvider` event's detail, parsed; undefined when it is not a valid one.
 * Any script on the page can dispatch one, with getters or a Proxy that throw when read: reading
 * it must not throw out of discovery's listener (some DOMs rethrow that from dispatchEvent).
 */
export function parseAnnouncement(detail: unknown): Announcement | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  try {
    const { info, provider } = detail as { info?: unknown; provider?: unknown }
    if (!isEip1193Provider(provider)) return undefined
    const parsed = parseProviderInfo(info)
    return parsed ? { info: parsed, provider } : undefined
  } catch {
    return undefined
  }
}
