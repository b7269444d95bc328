import * as z from 'zod/mini'

const MAX_TEXT = 200
const text = () => z.string().check(z.maxLength(MAX_TEXT))
const url = () => z.object({ url: z.string().check(z.maxLength(2_000)) })

const transferSchema = z.object({
  fungible_info: z.optional(z.object({ name: z.optional(text()), symbol: text(), icon: z.optional(url()) })),
  nft_info: z.optional(z.object({
    name: z.optional(text()),
    flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })),
    // null when the source has no picture for the token.
    content: z.optional(z.nullable(z.object({ preview: z.optional(url()) }))),
  })),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string().check(z.regex(/^-?\d{1,78}(\.\d{1,78})?$/)) }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

/**
 * The answer of services/api's `GET /v1/account/{address}/history`: one page of SPEC section 3's
 * Transactions and the cursor of the next page (null on the last). A page is at most 100
 * transactions; anything off-shape makes the whole answer invalid rather than showing part of it.
 */
export const historyReplySchema = z.object({
  data: z.array(z.object({
    id: text(),
    metadata: z.object({
      minedAt: z.iso.datetime({ offset: true }),
      chain: text(),
      status: z.enum(['confirmed', 'failed', 'pending']),
      operationType: text(),
      sentFrom: text(),
      sentTo: text(),
    }),
    transfers: z.array(transferSchema).check(z.maxLength(100)),
  })).check(z.maxLength(100)),
  next: z.nullable(z.string().check(z.maxLength(1_000))),
})

export type HistoryReply = z.infer<typeof historyReplySchema>
