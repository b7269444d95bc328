import { REMOTE_FEATURES } from '../options/types.js'
import { invalidBody, isRecord } from './bodyShape.js'
import { MAX_ID_LENGTH } from './schemas/maxLengths.js'
import type { ProjectConfig } from './schemas/projectConfigSchema.js'

const ENDPOINT = 'GET /appkit/v1/config'
const knownIds: readonly string[] = REMOTE_FEATURES

/**
 * GET /appkit/v1/config checked by hand: it is the one response every page asks for at start, and
 * zod (about 8 KB gz with the schema) would otherwise load with it before anyone opens the modal.
 * It accepts and makes exactly what projectConfigSchema does (a property test holds them equal):
 * a known feature needs a boolean `isEnabled`; an unknown one (a newer server's) only a bounded id.
 */
export function readProjectConfig(body: unknown): ProjectConfig {
  if (!isRecord(body) || !Array.isArray(body.features)) throw invalid('features: expected an array')
  const source: unknown[] = body.features
  const features: ProjectConfig['features'] = []
  // Indexes, not for-of: a hole in an array is an entry that is not an object, as it is for zod.
  for (let index = 0; index < source.length; index++) {
    const entry = source[index]
    if (!isRecord(entry)) throw invalid(`features[${index}]: expected an object`)
    const { id, isEnabled, config } = entry
    if (typeof id !== 'string') throw invalid(`features[${index}].id: expected a string`)
    if (knownIds.includes(id)) {
      if (typeof isEnabled !== 'boolean') throw invalid(`features[${index}].isEnabled: expected a boolean`)
    } else if (id.length > MAX_ID_LENGTH) {
      throw invalid(`features[${index}].id: longer than ${MAX_ID_LENGTH} characters`)
    }
    // Only the three keys, and only those present, as zod's object makes it.
    const feature: Record<string, unknown> = { id }
    if ('isEnabled' in entry) feature.isEnabled = isEnabled
    if ('config' in entry) feature.config = config
    features.push(feature as ProjectConfig['features'][number])
  }
  return { features }
}

const invalid = (details: string) => invalidBody(ENDPOINT, details)
