import { REMOTE_FEATURES, type Features, type RemoteFeature, type SocialProvider } from '../options/types.js'
import type { KnownFeatureConfig, ProjectConfig } from './schemas/apiSchemas.js'

export type RemoteFeatureValues = Partial<Pick<Features, RemoteFeature>>

export interface RemoteFeatures {
  /** Only the features the response named: an absent feature keeps its local value. */
  features: RemoteFeatureValues
  /** SPEC section 5: on-ramp provider names must be an array of strings, otherwise no providers. */
  onrampProviders: readonly string[]
}

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']

/** Turns a parsed GET /appkit/v1/config into feature values. Unknown ids were parsed and are dropped here. */
export function readRemoteFeatures(config: ProjectConfig): RemoteFeatures {
  const features: RemoteFeatureValues = {}
  let onrampProviders: readonly string[] = []
  const seen = new Set<string>()
  for (const entry of config.features) {
    // A repeated id is a server bug; the first entry wins so the outcome does not depend on order tricks.
    if (!isKnownFeature(entry) || seen.has(entry.id)) continue
    seen.add(entry.id)
    if (entry.id === 'socials') features.socials = readSocials(entry)
    else features[entry.id] = entry.isEnabled
    if (entry.id === 'onramp' && entry.isEnabled) onrampProviders = readNames(entry.config)
  }
  return { features, onrampProviders }
}

/** Enabled socials name their providers; names this version does not support are dropped. */
function readSocials(entry: KnownFeatureConfig): Features['socials'] {
  if (!entry.isEnabled) return false
  const providers = readNames(entry.config).filter((name): name is SocialProvider =>
    (SOCIAL_PROVIDERS as readonly string[]).includes(name))
  const unique = [...new Set(providers)]
  return unique.length > 0 ? unique : false
}

/*
 * An array of strings, checked by hand: this file is on a site's start path, where zod is not.
 * Indexes, not every(): a hole in an array is an entry that is not a string, as it was for zod.
 */
function readNames(config: unknown): string[] {
  if (!Array.isArray(config)) return []
  const names: string[] = []
  for (let index = 0; index < config.length; index++) {
    const name: unknown = config[index]
    if (typeof name !== 'string') return []
    names.push(name)
  }
  return names
}

function isKnownFeature(feature: ProjectConfig['features'][number]): feature is KnownFeatureConfig {
  return (REMOTE_FEATURES as readonly string[]).includes(feature.id)
}
