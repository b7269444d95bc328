import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { readProjectConfig } from '../../../core/api/readProjectConfig.js'
import { MAX_ID_LENGTH } from '../../../core/api/schemas/maxLengths.js'
import { projectConfigSchema } from '../../../core/api/schemas/projectConfigSchema.js'
import { ApiError } from '../../../core/errors/ApiError.js'
import { REMOTE_FEATURES } from '../../../core/options/types.js'

/*
 * The configuration is read by hand so zod stays out of a site's start. The hand reader must be
 * the schema in all but speed: the property runs both on the same bodies and holds that they
 * accept the same ones and make the same value of them.
 */

type Outcome = { value: unknown } | { refused: true }

function byHand(body: unknown): Outcome {
  try {
    return { value: readProjectConfig(body) }
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'API_INVALID_RESPONSE', endpoint: 'GET /appkit/v1/config' })
    return { refused: true }
  }
}

function bySchema(body: unknown): Outcome {
  const parsed = z.safeParse(projectConfigSchema, body)
  return parsed.success ? { value: parsed.data } : { refused: true }
}

const id = fc.oneof(
  fc.constantFrom(...REMOTE_FEATURES),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: MAX_ID_LENGTH - 1, maxLength: MAX_ID_LENGTH + 1 }),
  fc.anything(),
)
/** Objects near the real shape, with keys missing, mistyped or extra. */
const feature = fc.record(
  { id, isEnabled: fc.oneof(fc.boolean(), fc.anything()), config: fc.anything(), extra: fc.anything() },
  { requiredKeys: [] },
)
const body = fc.oneof(
  fc.record({ features: fc.array(fc.oneof(feature, fc.anything()), { maxLength: 6 }), other: fc.anything() }, { requiredKeys: [] }),
  fc.record({ features: fc.array(feature, { maxLength: 6 }) }),
  fc.anything(),
)

describe('readProjectConfig', () => {
  it('rule: the hand reader accepts exactly the bodies projectConfigSchema accepts, and makes the same value', () => {
    fc.assert(fc.property(body, (input) => {
      const json: unknown = JSON.parse(JSON.stringify(input) ?? 'null')
      expect(byHand(json)).toStrictEqual(bySchema(json))
    }), { numRuns: 3000 })
  })

  it('rule: a known feature without a boolean isEnabled is refused, naming where', () => {
    expect(() => readProjectConfig({ features: [{ id: 'email', isEnabled: 'yes' }] })).toThrow(ApiError)
    try {
      readProjectConfig({ features: [{ id: 'swaps', isEnabled: true }, { id: 'email' }] })
      expect.unreachable()
    } catch (error) {
      expect((error as ApiError).details).toBe('features[1].isEnabled: expected a boolean')
    }
  })

  it("rule: an unknown feature (a newer server's) passes whatever its shape, with a bounded id", () => {
    expect(readProjectConfig({ features: [{ id: 'teleport', isEnabled: 7, config: { a: 1 } }] }))
      .toStrictEqual({ features: [{ id: 'teleport', isEnabled: 7, config: { a: 1 } }] })
    expect(() => readProjectConfig({ features: [{ id: 'x'.repeat(MAX_ID_LENGTH + 1) }] })).toThrow(ApiError)
  })

  it('rule: extra keys are dropped, and a body without a features array is refused', () => {
    expect(readProjectConfig({ features: [{ id: 'email', isEnabled: false, secret: 1 }], x: 2 }))
      .toStrictEqual({ features: [{ id: 'email', isEnabled: false }] })
    for (const bad of [null, [], 'features', { features: {} }, { features: [null] }]) expect(() => readProjectConfig(bad)).toThrow(ApiError)
  })
})
