import * as z from 'zod/mini'
import { REMOTE_FEATURES } from '../../options/types.js'
import type { WalletListing } from '../../types/wallet.js'
import { MAX_ID_LENGTH, boundedString, MAX_TEXT_LENGTH } from './boundedString.js'

const knownIds: readonly string[] = REMOTE_FEATURES

/** A feature the kernel governs remotely; its `config` is read per feature by readRemoteFeatures. */
export const knownFeatureSchema = z.object({
  id: z.enum(REMOTE_FEATURES),
  isEnabled: z.boolean(),
  config: z.optional(z.unknown()),
})

/**
 * A feature this version does not know (a newer server may add some). It is ignored, never fatal,
 * whatever its shape; the refinement keeps a malformed known feature from slipping through here.
 */
const unknownFeatureSchema = z.object({
  id: boundedString(MAX_ID_LENGTH).check(z.refine((id) => !knownIds.includes(id))),
  isEnabled: z.optional(z.unknown()),
  config: z.optional(z.unknown()),
})

/** GET /appkit/v1/config (SPEC sections 6 and 7). */
export const projectConfigSchema = z.object({
  features: z.array(z.union([knownFeatureSchema, unknownFeatureSchema])),
})

export type KnownFeatureConfig = z.infer<typeof knownFeatureSchema>
export type ProjectConfig = z.infer<typeof projectConfigSchema>

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

/** GET /getAnalyticsConfig (SPEC section 7). */
export const analyticsConfigSchema = z.object({
  isAnalyticsEnabled: z.boolean(),
})

export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>

/** GET /projects/v1/origins: the origins (or wildcard patterns) the project allows (SPEC section 8). */
export const allowedOriginsSchema = z.object({
  allowedOrigins: z.array(boundedString(MAX_TEXT_LENGTH, 1)),
})

export type AllowedOrigins = z.infer<typeof allowedOriginsSchema>
