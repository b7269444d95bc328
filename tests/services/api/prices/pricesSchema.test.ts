import { describe, expect, it } from 'vitest'
import { readPrices } from '../../../../services/api/prices/pricesSchema.js'

describe('readPrices', () => {
  it('rule: PORTICO_PRICES is a JSON object of USD prices by CAIP-2 chain and token', () => {
    expect(readPrices('{"eip155:31337":{"native":3000,"0xabc":1}}')).toEqual({ 'eip155:31337': { native: 3000, '0xabc': 1 } })
  })

  it('rule: a price that is not a number at least 0, or a key that is not a chain id, is refused with what is wrong', () => {
    expect(() => readPrices('not json')).toThrow('PORTICO_PRICES must be a JSON object of prices by chain')
    expect(() => readPrices('{"eip155:1":{"native":-1}}')).toThrow(/PORTICO_PRICES is not valid: eip155:1.native/)
    expect(() => readPrices('{"eip155:1":{"native":"3000"}}')).toThrow(/PORTICO_PRICES is not valid/)
    expect(() => readPrices('{"mainnet":{"native":1}}')).toThrow(/PORTICO_PRICES is not valid/)
  })
})
