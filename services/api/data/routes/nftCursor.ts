import * as z from 'zod'
import { HttpError } from '../../http/Route.js'
import type { NftPosition } from './readNfts.js'

const PositionSchema = z.object({
  c: z.string().regex(/^0x[0-9a-f]{40}$/),
  t: z.string().regex(/^\d{1,78}$/),
})

/**
 * An NFT page's cursor: the last token shown (collection and id), base64url JSON. Unsigned, unlike
 * history's: it holds only public facts, and a made-up one merely starts the list elsewhere.
 */
export function issueNftCursor(position: NftPosition): string {
  return Buffer.from(JSON.stringify({ c: position.contract, t: position.tokenId })).toString('base64url')
}

/** The position a cursor stands for; a 400 when it is not one. */
export function readNftCursor(cursor: string): NftPosition {
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    json = undefined
  }
  const parsed = PositionSchema.safeParse(json)
  if (!parsed.success) throw new HttpError(400, 'The cursor is not one this API issued; start again without a cursor')
  return { contract: parsed.data.c, tokenId: parsed.data.t }
}
