import * as z from 'zod/mini'

/**
 * The answer of services/api's `GET /v1/prices`: USD prices by the keys asked for. A price must be
 * a finite number not below zero; anything else makes the whole answer invalid rather than
 * showing a visitor a made-up value.
 */
export const pricesReplySchema = z.object({
  prices: z.record(z.string(), z.number().check(z.minimum(0))),
})

export type PricesReply = z.infer<typeof pricesReplySchema>
