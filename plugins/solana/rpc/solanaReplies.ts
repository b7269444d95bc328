import * as z from 'zod/mini'
import { SolanaError } from '../SolanaError.js'

const context = z.object({ slot: z.number() })
const lamports = z.number().check(z.int(), z.gte(0))

/** Solana JSON-RPC results this plugin reads, each parsed before use (SPEC: a node's reply crosses a trust boundary). */
export const solanaReplies = {
  getBalance: z.object({ context, value: lamports }),
  getLatestBlockhash: z.object({ context, value: z.object({ blockhash: z.string().check(z.maxLength(64)), lastValidBlockHeight: z.number() }) }),
  getAccountInfo: z.object({
    context,
    value: z.nullable(z.object({ data: z.tuple([z.string(), z.literal('base64')]), owner: z.string().check(z.maxLength(64)), lamports })),
  }),
  getTokenAccountsByOwner: z.object({
    context,
    value: z.array(z.object({ pubkey: z.string().check(z.maxLength(64)), account: z.object({ data: z.tuple([z.string(), z.literal('base64')]) }) })).check(z.maxLength(1_000)),
  }),
  getSignatureStatuses: z.object({
    context,
    value: z.array(z.nullable(z.object({
      err: z.unknown(),
      confirmationStatus: z.optional(z.nullable(z.enum(['processed', 'confirmed', 'finalized']))),
    }))),
  }),
  sendTransaction: z.string().check(z.minLength(32), z.maxLength(100)),
} as const

/** A node's result read by its method's schema; INVALID_RPC_RESULT naming the method and network otherwise. */
export function parseReply<S extends z.ZodMiniType>(schema: S, reply: unknown, what: string): z.infer<S> {
  const parsed = z.safeParse(schema, reply)
  if (!parsed.success) throw new SolanaError('INVALID_RPC_RESULT', { details: what })
  return parsed.data
}
