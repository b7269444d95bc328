import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createApiClient, type ApiClient } from '../../../core/api/createApiClient.js'
import { readRemoteFeatures } from '../../../core/api/readRemoteFeatures.js'
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH } from '../../../core/api/schemas/boundedString.js'
import { ApiError } from '../../../core/errors/ApiError.js'
import { REMOTE_FEATURES } from '../../../core/options/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

/*
 * The provider API's answers are untrusted input. Each property feeds a body through the real
 * client (transport, JSON parse, schema) over a fake fetch, and holds the client to one contract:
 * it resolves with a value of the promised shape, or rejects with ApiError API_INVALID_RESPONSE;
 * never anything else, never an unchecked value.
 */

type Call = (client: ApiClient) => Promise<unknown>
const CALLS = {
  config: (client) => client.getProjectConfig(),
  origins: (client) => client.getAllowedOrigins(),
  wallets: (client) => client.getWallets(),
  analytics: (client) => client.getAnalyticsConfig(),
} satisfies Record<string, Call>

/** A client whose every request is answered with `text` as a JSON body. */
function clientAnswering(text: string): ApiClient {
  const fetch = async () => new Response(text, { headers: { 'content-type': 'application/json' } })
  return createApiClient(createTestKernel({}, { fetch: fetch as typeof globalThis.fetch }))
}

type Outcome = { resolved: unknown } | { rejected: ApiError }

/** Runs one call; anything thrown that is not an ApiError fails the test there and then. */
async function outcomeOf(call: Call, body: string): Promise<Outcome> {
  try {
    return { resolved: await call(clientAnswering(body)) }
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return { rejected: error as ApiError }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isBoundedString = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && value.length >= min && value.length <= max

// Near misses: the right keys with values of the right type now and then, so generated bodies get
// past the first check of a schema as often as they fail it.
const anyJson = fc.jsonValue({ maxDepth: 3 })
const sometimes = <T>(right: fc.Arbitrary<T>) => fc.oneof(right, anyJson)
const text = (max: number, min = 0) => fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 40) })
const knownId = fc.constantFrom(...REMOTE_FEATURES)
const featureEntry = fc.record({
  id: sometimes(fc.oneof(knownId, text(MAX_ID_LENGTH))),
  isEnabled: sometimes(fc.boolean()),
  config: anyJson,
}, { requiredKeys: [] })
const listingEntry = fc.record({
  id: sometimes(text(MAX_ID_LENGTH, 1)),
  name: sometimes(text(MAX_TEXT_LENGTH)),
  image_id: sometimes(text(MAX_ID_LENGTH, 1)),
  mobile_link: sometimes(fc.option(text(MAX_TEXT_LENGTH))),
  chains: sometimes(fc.array(text(MAX_ID_LENGTH), { maxLength: 3 })),
}, { requiredKeys: [] })
const BODIES = {
  config: fc.oneof(anyJson, fc.record({ features: sometimes(fc.array(sometimes(featureEntry), { maxLength: 4 })) })),
  origins: fc.oneof(anyJson, fc.record({ allowedOrigins: sometimes(fc.array(sometimes(text(MAX_TEXT_LENGTH)), { maxLength: 4 })) })),
  wallets: fc.oneof(anyJson, fc.record({
    count: sometimes(fc.oneof(fc.nat(), fc.integer({ min: -5, max: -1 }), fc.double())),
    data: sometimes(fc.array(sometimes(listingEntry), { maxLength: 3 })),
  })),
  analytics: fc.oneof(anyJson, fc.record({ isAnalyticsEnabled: sometimes(fc.boolean()) })),
} satisfies Record<keyof typeof CALLS, fc.Arbitrary<unknown>>

/** What each call may resolve with, checked by hand rather than by the schema under test. */
const PROMISED: Record<keyof typeof CALLS, (value: unknown) => boolean> = {
  config: (value) => isObject(value) && Array.isArray(value.features) && value.features.every((feature: unknown) =>
    isObject(feature) && isBoundedString(feature.id, 0, MAX_ID_LENGTH) &&
    Object.keys(feature).every((key) => ['id', 'isEnabled', 'config'].includes(key)) &&
    (!(REMOTE_FEATURES as readonly unknown[]).includes(feature.id) || typeof feature.isEnabled === 'boolean')),
  origins: (value) => Array.isArray(value) && value.every((origin) => isBoundedString(origin, 1, MAX_TEXT_LENGTH)),
  wallets: (value) => isObject(value) && Number.isSafeInteger(value.count) && (value.count as number) >= 0 &&
    Array.isArray(value.data) && value.data.every((listing: unknown) =>
      isObject(listing) && isBoundedString(listing.id, 1, MAX_ID_LENGTH) && isBoundedString(listing.name, 0, MAX_TEXT_LENGTH) &&
      Object.values(listing).every((field) => field === null || typeof field === 'string' || Array.isArray(field))),
  analytics: (value) => isObject(value) && Object.keys(value).length === 1 && typeof value.isAnalyticsEnabled === 'boolean',
}

describe('provider API schemas through createApiClient (properties)', () => {
  it.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
    'property: %s resolves only with a value of the promised shape, else rejects with API_INVALID_RESPONSE',
    async (name) => {
      await fc.assert(fc.asyncProperty(BODIES[name], async (body) => {
        const outcome = await outcomeOf(CALLS[name], JSON.stringify(body))
        if ('rejected' in outcome) expect(outcome.rejected.code).toBe('API_INVALID_RESPONSE')
        else expect(PROMISED[name](outcome.resolved)).toBe(true)
      }), { numRuns: 300 })
    },
  )

  it('property: analytics and origins are accepted exactly when the body has the documented shape', async () => {
    await fc.assert(fc.asyncProperty(BODIES.analytics, BODIES.origins, async (analytics, origins) => {
      const analyticsValid = isObject(analytics) && typeof analytics.isAnalyticsEnabled === 'boolean'
      expect('resolved' in await outcomeOf(CALLS.analytics, JSON.stringify(analytics))).toBe(analyticsValid)
      const originsValid = isObject(origins) && Array.isArray(origins.allowedOrigins) &&
        origins.allowedOrigins.every((origin) => isBoundedString(origin, 1, MAX_TEXT_LENGTH))
      const outcome = await outcomeOf(CALLS.origins, JSON.stringify(origins))
      expect(outcome).toEqual(originsValid ? { resolved: (origins as { allowedOrigins: unknown }).allowedOrigins } : { rejected: expect.anything() })
    }), { numRuns: 300 })
  })

  it('property: a body that is not JSON (any unicode text) is API_INVALID_RESPONSE for every call', async () => {
    const notJson = fc.string({ unit: 'binary', maxLength: 200 }).filter((body) => {
      try {
        JSON.parse(body)
        return false
      } catch {
        return true
      }
    })
    await fc.assert(fc.asyncProperty(notJson, fc.constantFrom(...Object.values(CALLS)), async (body, call) => {
      const outcome = await outcomeOf(call, body)
      expect('rejected' in outcome && outcome.rejected.code).toBe('API_INVALID_RESPONSE')
    }), { numRuns: 300 })
  })

  it('property: valid listings built by a generator are accepted as sent, extra fields stripped', async () => {
    const link = fc.option(fc.webUrl(), { nil: undefined })
    const listing = fc.record({
      id: text(MAX_ID_LENGTH, 1),
      name: fc.string({ unit: 'grapheme', maxLength: 60 }),
      image_id: fc.option(text(MAX_ID_LENGTH, 1), { nil: undefined }),
      rdns: fc.option(fc.option(fc.domain(), { nil: null }), { nil: undefined }),
      mobile_link: link,
      desktop_link: link,
      homepage: link,
      chains: fc.option(fc.array(fc.constantFrom('eip155:1', 'solana:5eykt'), { maxLength: 2 }), { nil: undefined }),
    }).map((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)))
    const extra = fc.dictionary(fc.constantFrom('order', 'internal', 'score', 'injected'), anyJson)
    await fc.assert(fc.asyncProperty(fc.array(fc.tuple(listing, extra), { maxLength: 5 }), fc.nat(), async (entries, count) => {
      const data = entries.map(([fields, more]) => ({ ...more, ...fields }))
      const outcome = await outcomeOf(CALLS.wallets, JSON.stringify({ count, data, next: 'cursor' }))
      expect(outcome).toEqual({ resolved: { count, data: entries.map(([fields]) => fields) } })
    }), { numRuns: 200 })
  })

  it('property: every config the schema accepts reads into booleans, known social providers and a string list', async () => {
    await fc.assert(fc.asyncProperty(BODIES.config, async (body) => {
      const outcome = await outcomeOf(CALLS.config, JSON.stringify(body))
      if ('rejected' in outcome) return
      const { features, onrampProviders } = readRemoteFeatures(outcome.resolved as Parameters<typeof readRemoteFeatures>[0])
      for (const [id, value] of Object.entries(features)) {
        expect(REMOTE_FEATURES).toContain(id)
        if (id === 'socials') expect(value === false || (Array.isArray(value) && value.length > 0)).toBe(true)
        else expect(typeof value).toBe('boolean')
      }
      expect(onrampProviders.every((name) => typeof name === 'string')).toBe(true)
    }), { numRuns: 300 })
  })

  it('rule: strings one past their cap are refused, strings at the cap accepted', async () => {
    const origins = (origin: string) => JSON.stringify({ allowedOrigins: [origin] })
    expect(await outcomeOf(CALLS.origins, origins('o'.repeat(MAX_TEXT_LENGTH)))).toHaveProperty('resolved')
    expect(await outcomeOf(CALLS.origins, origins('o'.repeat(MAX_TEXT_LENGTH + 1)))).toHaveProperty('rejected')
    const wallets = (id: string, name: string) => JSON.stringify({ count: 1, data: [{ id, name }] })
    expect(await outcomeOf(CALLS.wallets, wallets('i'.repeat(MAX_ID_LENGTH), 'n'.repeat(MAX_TEXT_LENGTH)))).toHaveProperty('resolved')
    expect(await outcomeOf(CALLS.wallets, wallets('i'.repeat(MAX_ID_LENGTH + 1), 'n'))).toHaveProperty('rejected')
    expect(await outcomeOf(CALLS.wallets, wallets('i', 'n'.repeat(10_000)))).toHaveProperty('rejected')
  })

  it('rule: a huge invalid body (5 MB) is refused with a short message that does not echo it', async () => {
    const body = JSON.stringify({ count: 1, data: [{ id: 'w', name: `<script>${'x'.repeat(5_000_000)}` }] })
    const outcome = await outcomeOf(CALLS.wallets, body)
    expect('rejected' in outcome).toBe(true)
    const { message } = (outcome as { rejected: ApiError }).rejected
    expect(message.length).toBeLessThan(1_000)
    expect(message).not.toContain('<script>')
  })

  it('rule: __proto__ and constructor keys in a body pollute nothing and are not passed on', async () => {
    const body = '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},' +
      '"count":1,"data":[{"__proto__":{"isAdmin":true},"id":"w","name":"W"}]}'
    const outcome = await outcomeOf(CALLS.wallets, body)
    expect(outcome).toEqual({ resolved: { count: 1, data: [{ id: 'w', name: 'W' }] } })
    const list = (outcome as { resolved: { data: object[] } }).resolved
    expect(Object.getPrototypeOf(list.data[0])).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })
})
