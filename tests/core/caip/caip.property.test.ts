import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCaip10Address, parseCaipAddress, toCaipAddress } from '../../../core/caip/caipAddress.js'
import { parseCaipNetworkId, toCaipNetworkId } from '../../../core/caip/caipNetworkId.js'
import { ChainError } from '../../../core/errors/ChainError.js'

/** Strings made of a few parts, so the `:` boundary cases come up often, next to anything at all. */
const partsJoined = fc.array(fc.string({ maxLength: 6 }), { maxLength: 5 }).map((parts) => parts.join(':'))
const anyInput = fc.oneof(partsJoined, fc.string(), fc.anything())

const part = fc.string({ minLength: 1, maxLength: 40 }).filter((value) => !value.includes(':'))
const caipNamespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/)
const caipReference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const caipAccount = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

/** Returns the code of the ChainError `run` threw, or undefined; anything else thrown fails. */
function outcome(run: () => unknown): string | undefined {
  try {
    run()
    return undefined
  } catch (error) {
    if (!(error instanceof ChainError)) throw error
    return error.code
  }
}

const nonEmptyParts = (value: unknown, count: number) =>
  typeof value === 'string' && value.split(':').length === count && value.split(':').every((p) => p.length > 0)

describe('CAIP parsers (properties)', () => {
  it('property: parseCaipAddress throws only INVALID_CAIP_ADDRESS, exactly when there are not 3 non-empty parts', () => {
    fc.assert(fc.property(anyInput, (value) => {
      expect(outcome(() => parseCaipAddress(value))).toBe(nonEmptyParts(value, 3) ? undefined : 'INVALID_CAIP_ADDRESS')
    }), { numRuns: 500 })
  })

  it('property: parseCaipNetworkId throws only INVALID_CAIP2_NETWORK_ID, exactly when there are not 2 non-empty parts', () => {
    fc.assert(fc.property(anyInput, (value) => {
      expect(outcome(() => parseCaipNetworkId(value))).toBe(nonEmptyParts(value, 2) ? undefined : 'INVALID_CAIP2_NETWORK_ID')
    }), { numRuns: 500 })
  })

  it('property: parseCaip10Address throws only INVALID_CAIP10_ADDRESS and accepts nothing the widget form refuses', () => {
    fc.assert(fc.property(anyInput, (value) => {
      const code = outcome(() => parseCaip10Address(value))
      expect([undefined, 'INVALID_CAIP10_ADDRESS']).toContain(code)
      if (code === undefined) expect(nonEmptyParts(value, 3)).toBe(true)
    }), { numRuns: 500 })
  })

  it('property: building then parsing a network id gives the parts back', () => {
    fc.assert(fc.property(part, fc.oneof(part, fc.nat()), (namespace, reference) => {
      expect(parseCaipNetworkId(toCaipNetworkId(namespace, reference))).toEqual({ namespace, reference: String(reference) })
    }))
  })

  it('property: building then parsing a chain address gives the parts back', () => {
    fc.assert(fc.property(part, part, part, (namespace, reference, address) => {
      const caipNetworkId = toCaipNetworkId(namespace, reference)
      expect(parseCaipAddress(toCaipAddress(caipNetworkId, address))).toEqual({ namespace, reference, address, caipNetworkId })
    }))
  })

  it('property: ids built from CAIP-10 grammar parts pass the strict wallet parser unchanged', () => {
    fc.assert(fc.property(caipNamespace, caipReference, caipAccount, (namespace, reference, address) => {
      const caipAddress = toCaipAddress(toCaipNetworkId(namespace, reference), address)
      expect(parseCaip10Address(caipAddress)).toEqual(parseCaipAddress(caipAddress))
    }))
  })

  it('property: a part holding a separator or left empty makes the builders refuse with a coded error', () => {
    const badPart = fc.oneof(fc.constant(''), fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}:${b}`))
    fc.assert(fc.property(badPart, part, fc.boolean(), (bad, good, badFirst) => {
      const [namespace, reference] = badFirst ? [bad, good] : [good, bad]
      expect(outcome(() => toCaipNetworkId(namespace, reference))).toBe('INVALID_CAIP2_NETWORK_ID')
      expect(outcome(() => toCaipAddress(`${good}:${good}`, bad))).toBe('INVALID_CAIP_ADDRESS')
    }))
  })
})
