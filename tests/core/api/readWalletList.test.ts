import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { readWalletList } from '../../../core/api/readWalletList.js'
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH } from '../../../core/api/schemas/maxLengths.js'
import { walletListSchema } from '../../../core/api/schemas/walletListSchema.js'
import { ApiError } from '../../../core/errors/ApiError.js'

/*
 * The wallet lists are read by hand so zod stays out of the first open. The hand reader must be
 * the schema in all but weight: the property runs both on the same bodies and holds that they
 * accept the same ones and make the same value of them.
 */

type Outcome = { value: unknown } | { refused: true }

function byHand(body: unknown): Outcome {
  try {
    return { value: readWalletList(body) }
  } catch (error) {
    expect(error).toMatchObject({ name: 'ApiError', code: 'API_INVALID_RESPONSE', endpoint: 'GET /getWallets' })
    return { refused: true }
  }
}

function bySchema(body: unknown): Outcome {
  const parsed = z.safeParse(walletListSchema, body)
  return parsed.success ? { value: parsed.data } : { refused: true }
}

/** Strings around each length limit, and the empty one. */
const edgeString = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constant(''),
  fc.string({ minLength: MAX_ID_LENGTH - 1, maxLength: MAX_ID_LENGTH + 1 }),
  fc.string({ minLength: MAX_TEXT_LENGTH - 1, maxLength: MAX_TEXT_LENGTH + 1 }),
)
const value = fc.oneof({ weight: 4, arbitrary: edgeString }, fc.constant(null), fc.anything(), fc.array(edgeString, { maxLength: 3 }))
const listing = fc.record({
  id: value, name: value, image_id: value, image_url: value, rdns: value, mobile_link: value, desktop_link: value,
  webapp_link: value, app_store: value, play_store: value, chrome_store: value, homepage: value,
  chains: fc.oneof(fc.array(edgeString, { maxLength: 4 }), value), badge_type: value, rank: value,
}, { requiredKeys: [] })
/** Listings that pass: only the fields' types vary, so the accepting side is exercised too. */
const goodListing = fc.record({
  id: fc.string({ minLength: 1, maxLength: 10 }), name: fc.string({ maxLength: 10 }),
  rdns: fc.option(fc.string({ maxLength: 10 })), mobile_link: fc.option(fc.string({ maxLength: 10 })),
  chains: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }), extra: fc.anything(),
}, { requiredKeys: ['id', 'name'] })
const count = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 2), fc.anything())
const body = fc.oneof(
  fc.record({ count, data: fc.array(fc.oneof(listing, goodListing, fc.anything()), { maxLength: 4 }) }, { requiredKeys: [] }),
  fc.record({ count: fc.nat(), data: fc.array(goodListing, { maxLength: 4 }), other: fc.anything() }),
  fc.anything(),
)

describe('readWalletList', () => {
  it('rule: the hand reader accepts exactly the bodies walletListSchema accepts, and makes the same value', () => {
    fc.assert(fc.property(body, (input) => {
      const json: unknown = JSON.parse(JSON.stringify(input) ?? 'null')
      expect(byHand(json)).toStrictEqual(bySchema(json))
    }), { numRuns: 3000 })
  })

  it('rule: unknown fields are dropped; a field of the wrong type refuses the list, naming where', () => {
    expect(readWalletList({ count: 1, data: [{ id: 'a', name: 'A', rank: 3, chains: ['eip155:1'] }] }))
      .toStrictEqual({ count: 1, data: [{ id: 'a', name: 'A', chains: ['eip155:1'] }] })
    try {
      readWalletList({ count: 2, data: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B', mobile_link: 7 }] })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).details).toBe('data[1].mobile_link: not a valid value')
    }
  })

  it('rule: an empty id, or a count that is not a whole number of 0 or more, refuses the list', () => {
    for (const bad of [
      { count: 1, data: [{ id: '', name: 'A' }] },
      { count: -1, data: [] },
      { count: 1.5, data: [] },
      { count: '1', data: [] },
      { count: 0 },
    ]) expect(() => readWalletList(bad)).toThrow(ApiError)
  })
})
