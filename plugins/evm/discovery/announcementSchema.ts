import * as z from 'zod/mini'
import { boundedString, MAX_ID_LENGTH } from '../../../core/api/schemas/boundedString.js'
import { isEip1193Provider, type Eip1193Provider } from '../provider/Eip1193Provider.js'

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

const icon = z.pipe(boundedString(MAX_ICON_LENGTH, 1), z.string().check(z.refine(isSafeIcon)))

/**
 * An EIP-6963 provider info. A name is shown as text, never markup, so only its length is held.
 * An unsafe icon is dropped rather than the wallet: the visitor can still connect, it just has no
 * picture.
 */
export const providerInfoSchema = z.object({
  uuid: boundedString(MAX_ID_LENGTH, 1),
  name: z.pipe(z.string().check(z.trim()), boundedString(MAX_WALLET_NAME_LENGTH, 1)),
  icon: z.catch(z.optional(icon), undefined),
  rdns: z.optional(z.union([z.literal(''), boundedString(MAX_ID_LENGTH, 1).check(z.regex(REVERSE_DNS))])),
})

export type ProviderInfo = z.infer<typeof providerInfoSchema>

export interface Announcement {
  info: ProviderInfo
  provider: Eip1193Provider
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
    const parsed = providerInfoSchema.safeParse(info)
    return parsed.success ? { info: parsed.data, provider } : undefined
  } catch {
    return undefined
  }
}
