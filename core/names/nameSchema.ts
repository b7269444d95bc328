import * as z from 'zod/mini'

/**
 * The answer of services/api's name lookups (`GET /v1/names/{name}`, `GET /v1/addresses/{address}/name`):
 * the record, or null when there is none. The avatar must be an http(s) URL; a renderer still
 * passes it through its own image check before drawing it.
 */
export const nameReplySchema = z.object({
  record: z.nullable(z.object({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    address: z.string().check(z.minLength(1), z.maxLength(100)),
    avatar: z.optional(z.nullable(z.string().check(z.maxLength(2048), z.regex(/^https?:\/\//)))),
  })),
})

export type NameReply = z.infer<typeof nameReplySchema>
