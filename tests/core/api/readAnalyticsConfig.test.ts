import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { readAnalyticsConfig } from '../../../core/api/readAnalyticsConfig.js'
import { analyticsConfigSchema } from '../../../core/api/schemas/analyticsConfigSchema.js'
import { ApiError } from '../../../core/errors/ApiError.js'

describe('readAnalyticsConfig', () => {
  it('rule: the hand reader accepts exactly the bodies analyticsConfigSchema accepts, and makes the same value', () => {
    const body = fc.oneof(fc.record({ isAnalyticsEnabled: fc.oneof(fc.boolean(), fc.anything()), other: fc.anything() }, { requiredKeys: [] }), fc.anything())
    fc.assert(fc.property(body, (input) => {
      const json: unknown = JSON.parse(JSON.stringify(input) ?? 'null')
      const parsed = z.safeParse(analyticsConfigSchema, json)
      let byHand: unknown
      try {
        byHand = { value: readAnalyticsConfig(json) }
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError)
        byHand = { refused: true }
      }
      expect(byHand).toStrictEqual(parsed.success ? { value: parsed.data } : { refused: true })
    }), { numRuns: 1000 })
  })

  it("rule: a body without a boolean isAnalyticsEnabled is refused as API_INVALID_RESPONSE", () => {
    expect(() => readAnalyticsConfig({ isAnalyticsEnabled: 'true' })).toThrow(expect.objectContaining({ code: 'API_INVALID_RESPONSE', endpoint: 'GET /getAnalyticsConfig' }))
    expect(readAnalyticsConfig({ isAnalyticsEnabled: false, extra: 1 })).toStrictEqual({ isAnalyticsEnabled: false })
  })
})
