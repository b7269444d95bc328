import * as z from 'zod/mini'
import type { Features, RemoteFeature, SocialProvider } from '../options/types.js'
import { isKnownFeature, type KnownFeatureConfig, type ProjectConfig } from './schemas/projectConfigSchema.js'

export type RemoteFeatureValues = Partial<Pick<Features, RemoteFeature>>

export interface RemoteFeatures {
  /** Only the features the response named: an absent feature keeps its local value. */
  features: RemoteFeatureValues
  /** SPEC section 5: on-ramp provider names must be an array of strings, otherwise no providers. */
  onrampProviders: readonly string[]
}

const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']
const stringList = z.array(z.string())

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

function readNames(config: unknown): string[] {
  const parsed = stringList.safeParse(config)
  return parsed.success ? parsed.data : []
}
