import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipAddress, parseCaip10Address, parseCaipAddress } from '../../../core/caip/caipAddress.js'
import { isCaipNetworkId, parseCaipNetworkId, toCaipNetworkId } from '../../../core/caip/caipNetworkId.js'
import { caip10AddressSchema, caipAddressSchema, caipNetworkIdSchema } from '../../../core/caip/caipSchemas.js'
import { ChainError, chainErrors } from '../../../core/errors/ChainError.js'

/*
 * Extends caip.property.test.ts (which holds the parsers' exact rules) with what outside input
 * brings: every JS type, unicode of every plane, very long strings, and the zod schemas that guard
 * trust boundaries agreeing with the parsers.
 */

const everything = fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withDate: true, withTypedArray: true, withSparseArray: true })
const unicodeParts = fc.array(fc.string({ unit: 'binary', maxLength: 8 }), { maxLength: 5 }).map((parts) => parts.join(':'))
const graphemeParts = fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 3 }).map((parts) => parts.join(':'))
const anyInput = fc.oneof(everything, unicodeParts, graphemeParts)

/** The ChainError code `run` threw, or undefined; anything else thrown fails the test. */
function codeOf(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(ChainError)
    return (error as ChainError).code
  }
}

describe('CAIP parsers on outside input (properties)', () => {
  it('property: the zod schemas accept exactly what the parsers accept, and refuse with SPEC\'s texts', () => {
    fc.assert(fc.property(anyInput, (value) => {
      const pairs = [
        [caipNetworkIdSchema, parseCaipNetworkId, chainErrors.INVALID_CAIP2_NETWORK_ID],
        [caipAddressSchema, parseCaipAddress, chainErrors.INVALID_CAIP_ADDRESS],
        [caip10AddressSchema, parseCaip10Address, chainErrors.INVALID_CAIP10_ADDRESS],
      ] as const
      for (const [schema, parse, text] of pairs) {
        const parsed = schema.safeParse(value)
        expect(parsed.success).toBe(codeOf(() => parse(value)) === undefined)
        if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(text)
      }
    }), { numRuns: 500 })
  })

  it('property: the is* guards only ever answer a boolean, matching whether the parser throws', () => {
    fc.assert(fc.property(anyInput, (value) => {
      expect(isCaipAddress(value)).toBe(codeOf(() => parseCaipAddress(value)) === undefined)
      expect(isCaipNetworkId(value)).toBe(codeOf(() => parseCaipNetworkId(value)) === undefined)
    }), { numRuns: 500 })
  })

  it('property: parts come back exactly as written, unicode and lone surrogates included', () => {
    const part = fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).filter((value) => !value.includes(':'))
    fc.assert(fc.property(part, part, part, (namespace, reference, address) => {
      const parsed = parseCaipAddress(`${namespace}:${reference}:${address}`)
      expect(parsed).toEqual({ namespace, reference, address, caipNetworkId: `${namespace}:${reference}` })
    }), { numRuns: 300 })
  })

  it('property: the strict CAIP-10 parser refuses every part holding a non-ASCII character', () => {
    const valid = ['eip155', '1', '0xab'] as const
    const nonAscii = fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }).filter((value) => /[^\p{ASCII}]/u.test(value) && !value.includes(':'))
    fc.assert(fc.property(nonAscii, fc.integer({ min: 0, max: 2 }), (bad, at) => {
      const parts = [...valid] as string[]
      parts[at] = bad
      expect(codeOf(() => parseCaip10Address(parts.join(':')))).toBe('INVALID_CAIP10_ADDRESS')
    }), { numRuns: 300 })
  })

  // describeReceived shows at most 80 UTF-16 units, JSON-escaped: 6 characters each at worst.
  it('property: the error of any refused value is short, whatever its length', () => {
    const long = fc.integer({ min: 100, max: 200_000 }).chain((length) =>
      fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }).map((chunk) => chunk.repeat(Math.ceil(length / chunk.length))))
    fc.assert(fc.property(long, (value) => {
      for (const parse of [parseCaipAddress, parseCaipNetworkId, parseCaip10Address]) {
        try {
          parse(`${value}::`)
          expect.unreachable('an empty part is refused')
        } catch (error) {
          expect(error).toBeInstanceOf(ChainError)
          expect((error as ChainError).message.length).toBeLessThan(600)
        }
      }
    }), { numRuns: 200 })
  })

  it('property: a numeric chain id is a non-negative safe integer, or INVALID_CAIP2_NETWORK_ID', () => {
    fc.assert(fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(NaN, Infinity, -0, 2 ** 53, -1, 1.5)), (reference) => {
      const code = codeOf(() => toCaipNetworkId('eip155', reference))
      const valid = Number.isSafeInteger(reference) && reference >= 0
      expect(code).toBe(valid ? undefined : 'INVALID_CAIP2_NETWORK_ID')
      if (valid) expect(parseCaipNetworkId(toCaipNetworkId('eip155', reference)).reference).toBe(String(reference))
    }), { numRuns: 500 })
  })

  it('rule: a 1 MB chain address is answered at once', () => {
    const started = performance.now()
    expect(isCaipAddress(`a:b:${'c'.repeat(1_000_000)}`)).toBe(true)
    expect(codeOf(() => parseCaip10Address(`eip155:1:${'c'.repeat(1_000_000)}`))).toBe('INVALID_CAIP10_ADDRESS')
    expect(isCaipNetworkId(':'.repeat(1_000_000))).toBe(false)
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
