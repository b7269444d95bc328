import * as z from 'zod/mini'
import type { WalletListing } from '../../types/wallet.js'
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH, boundedString } from './boundedString.js'

const id = boundedString(MAX_ID_LENGTH, 1)
const text = boundedString(MAX_TEXT_LENGTH)
const nullableText = z.optional(z.nullable(text))

/** One wallet of the registry (SPEC section 3). Unknown fields are stripped, not refused. */
export const walletListingSchema = z.object({
  id,
  name: text,
  image_id: z.optional(id),
  image_url: z.optional(text),
  rdns: z.optional(z.nullable(boundedString(MAX_ID_LENGTH))),
  mobile_link: nullableText,
  desktop_link: nullableText,
  webapp_link: nullableText,
  app_store: nullableText,
  play_store: nullableText,
  chrome_store: nullableText,
  homepage: nullableText,
  chains: z.optional(z.array(boundedString(MAX_ID_LENGTH))),
  badge_type: z.optional(boundedString(MAX_ID_LENGTH)),
})

/** GET /getWallets (SPEC section 7). */
export const walletListSchema = z.object({
  count: z.int().check(z.nonnegative()),
  data: z.array(walletListingSchema),
})

export type WalletList = z.infer<typeof walletListSchema>

// Fails to compile when the schema drifts from the public WalletListing type.
type _ListingMatches<T extends WalletListing = z.infer<typeof walletListingSchema>> = T
