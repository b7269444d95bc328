import * as z from 'zod/mini'
import { MAX_ID_LENGTH } from 'portico/core'
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

const icon = z.string().check(z.minLength(1), z.maxLength(MAX_ICON_LENGTH), z.refine(isSafeIcon))

/**
 * An EIP-6963 provider info. A name is shown as text, never markup, so it is only trimmed and held
 * to a length. An unsafe icon is dropped rather than the wallet: the visitor can still connect, it
 * just has no picture. An empty rdns keys the wallet by its uuid. Unknown fields are left out.
 */
export const providerInfoSchema = z.object({
  uuid: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_WALLET_NAME_LENGTH)),
  icon: z.optional(z.catch(z.optional(icon), undefined)),
  rdns: z.optional(z.union([z.literal(''), z.string().check(z.maxLength(MAX_ID_LENGTH), z.regex(REVERSE_DNS))])),
})

/** An `eip6963:announceProvider` event's detail: the provider is kept as the very object the wallet sent. */
export const announcementSchema = z.object({
  info: providerInfoSchema,
  provider: z.custom<Eip1193Provider>(isEip1193Provider),
})

export type ProviderInfo = z.infer<typeof providerInfoSchema>
export type Announcement = z.infer<typeof announcementSchema>

/**
 * An announcement's detail, parsed; undefined when it is not a valid one. Any script on the page
 * can dispatch one, with getters or a Proxy that throw when read: reading it must not throw out of
 * discovery's listener (some DOMs rethrow that from dispatchEvent).
 */
export function parseAnnouncement(detail: unknown): Announcement | undefined {
  try {
    const parsed = z.safeParse(announcementSchema, detail)
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
