import * as z from 'zod'

/** A link the registry may give as a string, null or absent; an empty one is none. */
const link = z.string().trim().max(2_048).nullish().transform((value) => value || null)
const platformLinks = z.object({ native: link, universal: link }).nullish()

/**
 * One listing of the WalletConnect Explorer API (`GET /v3/wallets`), as much of it as the import
 * keeps. Unknown fields pass: the registry adds fields over time and the import must not break.
 */
export const registryListingSchema = z.object({
  id: z.string().trim().min(1).max(128),
  name: z.string().trim().min(1).max(100),
  image_id: z.string().trim().regex(/^[\w-]{1,128}$/),
  homepage: link,
  rdns: link,
  chains: z.array(z.string().max(100)).max(1_000).nullish().transform((chains) => chains ?? []),
  badge_type: z.string().max(32).nullish().transform((value) => value || null),
  app: z.object({ browser: link, ios: link, android: link, chrome: link }).partial().nullish(),
  mobile: platformLinks,
  desktop: platformLinks,
})

export type RegistryListing = z.infer<typeof registryListingSchema>

/** A page: `listings` keyed by id, and how many listings the registry has in all. */
export const registryPageSchema = z.object({
  listings: z.record(z.string(), registryListingSchema),
  total: z.number().int().nonnegative().optional(),
  count: z.number().int().nonnegative().optional(),
})
