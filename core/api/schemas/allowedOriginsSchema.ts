import * as z from 'zod/mini'
import { MAX_TEXT_LENGTH, boundedString } from './boundedString.js'

/** GET /projects/v1/origins: the origins (or wildcard patterns) the project allows (SPEC section 8). */
export const allowedOriginsSchema = z.object({
  allowedOrigins: z.array(boundedString(MAX_TEXT_LENGTH, 1)),
})

export type AllowedOrigins = z.infer<typeof allowedOriginsSchema>
