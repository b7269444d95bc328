import { describe, expect, it } from 'vitest'
import { analyticsConfigSchema, projectConfigSchema, walletListSchema } from '../../../../core/api/schemas/apiSchemas.js'
import { MAX_ID_LENGTH } from '../../../../core/api/schemas/maxLengths.js'
import { parseApiBody } from '../../../../core/api/zodCheck.js'
import { ApiError } from '../../../../core/errors/ApiError.js'

/** Each provider-API answer has one definition, its schema: these are its rules, through the parser the client uses. */
const config = (body: unknown) => parseApiBody(projectConfigSchema, body, 'GET /appkit/v1/config')
const wallets = (body: unknown) => parseApiBody(walletListSchema, body, 'GET /getWallets')
const analytics = (body: unknown) => parseApiBody(analyticsConfigSchema, body, 'GET /getAnalyticsConfig')

function refusal(read: () => unknown): ApiError {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  return expect.unreachable('the body was accepted')
}

describe('GET /appkit/v1/config', () => {
  it('rule: a known feature without a boolean isEnabled is refused, naming where', () => {
    expect(refusal(() => config({ features: [{ id: 'email', isEnabled: 'yes' }] }))).toMatchObject({ code: 'API_INVALID_RESPONSE', endpoint: 'GET /appkit/v1/config' })
    expect(refusal(() => config({ features: [{ id: 'swaps', isEnabled: true }, { id: 'email' }] })).details).toContain('features[1]')
  })

  it("rule: an unknown feature (a newer server's) passes whatever its shape, with a bounded id", () => {
    expect(config({ features: [{ id: 'teleport', isEnabled: 7, config: { a: 1 } }] }))
      .toStrictEqual({ features: [{ id: 'teleport', isEnabled: 7, config: { a: 1 } }] })
    refusal(() => config({ features: [{ id: 'x'.repeat(MAX_ID_LENGTH + 1) }] }))
  })

  it('rule: extra keys are dropped, and a body without a features array is refused', () => {
    expect(config({ features: [{ id: 'email', isEnabled: false, secret: 1 }], x: 2 })).toStrictEqual({ features: [{ id: 'email', isEnabled: false }] })
    for (const bad of [null, [], 'features', { features: {} }, { features: [null] }]) refusal(() => config(bad))
  })
})

describe('GET /getWallets', () => {
  it('rule: unknown fields are dropped; a field of the wrong type refuses the list, naming where', () => {
    expect(wallets({ count: 1, data: [{ id: 'a', name: 'A', rank: 3, chains: ['eip155:1'] }] }))
      .toStrictEqual({ count: 1, data: [{ id: 'a', name: 'A', chains: ['eip155:1'] }] })
    expect(refusal(() => wallets({ count: 2, data: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B', mobile_link: 7 }] })).details).toContain('data[1].mobile_link')
  })

  it('rule: an empty id, or a count that is not a whole number of 0 or more, refuses the list', () => {
    for (const bad of [
      { count: 1, data: [{ id: '', name: 'A' }] },
      { count: -1, data: [] },
      { count: 1.5, data: [] },
      { count: '1', data: [] },
      { count: 0 },
    ]) refusal(() => wallets(bad))
  })
})

describe('GET /getAnalyticsConfig', () => {
  it('rule: a body without a boolean isAnalyticsEnabled is refused as API_INVALID_RESPONSE; extra keys are dropped', () => {
    expect(refusal(() => analytics({ isAnalyticsEnabled: 'true' }))).toMatchObject({ code: 'API_INVALID_RESPONSE', endpoint: 'GET /getAnalyticsConfig' })
    expect(analytics({ isAnalyticsEnabled: false, extra: 1 })).toStrictEqual({ isAnalyticsEnabled: false })
  })
})
