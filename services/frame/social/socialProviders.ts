import * as z from 'zod'

/** SPEC section 5: the social providers a project may offer (farcaster has a flow of its own). */
export const SOCIAL_PROVIDER_IDS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number]

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** An issuer is https, or plain http on loopback only (the local stand-in): a token must not cross a network in the clear. */
const issuerSchema = z.string().max(2048).refine((value) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  } catch {
    return false
  }
}, 'issuer must be an https URL (plain http only on loopback)')

const providerSchema = z.strictObject({
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(4096),
  /** Set: the provider is an OpenID provider found by discovery at this issuer (how the local stand-in serves every provider). */
  issuer: issuerSchema.optional(),
})
export type SocialProviderConfig = z.infer<typeof providerSchema>

/** `{ [projectId]: { [provider]: { clientId, clientSecret, issuer? } } }`: which providers each project offers, with its own client. */
export const socialProvidersSchema = z.record(
  z.string().min(1).max(256),
  z.partialRecord(z.enum(SOCIAL_PROVIDER_IDS), providerSchema),
)
export type SocialProviders = z.infer<typeof socialProvidersSchema>

/**
 * PORTICO_SOCIAL_PROVIDERS, read once at start: unset or empty is no social login for any project;
 * anything malformed stops the start with the first problem named, never a half-read setting.
 */
export function readSocialProviders(value: string | undefined): SocialProviders {
  if (value === undefined || value.trim() === '') return {}
  let json: unknown
  try {
    json = JSON.parse(value)
  } catch {
    throw new Error('PORTICO_SOCIAL_PROVIDERS must be JSON: { "<projectId>": { "<provider>": { "clientId", "clientSecret", "issuer"? } } }')
  }
  const parsed = socialProvidersSchema.safeParse(json)
  if (!parsed.success) {
    const [first] = parsed.error.issues
    throw new Error(`PORTICO_SOCIAL_PROVIDERS: ${first?.path.join('.') || '(root)'}: ${first?.message ?? 'not accepted'} (providers are ${SOCIAL_PROVIDER_IDS.join(', ')})`)
  }
  return parsed.data
}
