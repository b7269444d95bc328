import * as z from 'zod/mini'

/** JSON-RPC 2.0 ids; `null` only when the node could not read the request's id. */
export const RpcIdSchema = z.union([z.number(), z.string(), z.null()])

export const RpcErrorObjectSchema = z.object({
  code: z.int(),
  message: z.string(),
  data: z.optional(z.unknown()),
})

// JSON-RPC 2.0 forbids a reply with both members: `z.never()` refuses the other one when present.
export const RpcSuccessSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: RpcIdSchema,
  result: z.unknown(),
  error: z.optional(z.never()),
})

export const RpcErrorResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: RpcIdSchema,
  error: RpcErrorObjectSchema,
  result: z.optional(z.never()),
})

/** One JSON-RPC 2.0 reply, as parsed from an untrusted endpoint. */
export const RpcResponseSchema = z.union([RpcSuccessSchema, RpcErrorResponseSchema])

/** A batch reply: one entry a request, in any order. Entries are matched to requests by id. */
export const RpcBatchResponseSchema = z.array(RpcResponseSchema)

export type RpcId = z.infer<typeof RpcIdSchema>
export type RpcErrorObject = z.infer<typeof RpcErrorObjectSchema>
export type RpcResponse = z.infer<typeof RpcResponseSchema>
