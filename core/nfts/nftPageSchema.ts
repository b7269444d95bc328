import * as z from 'zod/mini'

const text = (max: number) => z.string().check(z.maxLength(max))

/**
 * The answer of services/api's `GET /v1/account/{address}/nfts`: a page of tokens in the
 * Transaction's nft_info shape (name, flags.is_spam, content.preview.url) and the next cursor.
 * An image URL must be http(s): anything else (javascript:, data:) makes the answer invalid
 * rather than reaching an <img>.
 */
export const nftPageReplySchema = z.object({
  data: z.array(z.object({
    contract: text(128),
    tokenId: z.string().check(z.regex(/^\d{1,78}$/)),
    name: text(200),
    collection: z.object({ name: text(200), symbol: text(64) }),
    flags: z.object({ is_spam: z.boolean() }),
    content: z.nullable(z.object({ preview: z.object({ url: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)) }) })),
  })).check(z.maxLength(500)),
  next: z.nullable(text(512)),
})

export type NftPageReply = z.infer<typeof nftPageReplySchema>
