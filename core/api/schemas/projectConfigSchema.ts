import * as z from 'zod/mini'
import { REMOTE_FEATURES } from '../../options/types.js'
import { MAX_ID_LENGTH, boundedString } from './boundedString.js'

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
