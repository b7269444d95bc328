import { describe, expect, it } from 'vitest'
import { checkTokenList, type TokenList, type TokenListEntry, type TokenListRule } from '../../../core/chain/checkTokenList.js'
import { MAX_UNIT_DECIMALS } from '../../../core/format/checkDecimals.js'

interface ToyToken extends TokenListEntry {
  contract: string
}

const rule: TokenListRule<ToyToken> = {
  namespace: 'toy',
  addressOf: (token) => token.contract,
  isAddress: (value) => typeof value === 'string' && /^T[0-9]{4}$/.test(value),
  invalid: (details) => new Error(details),
}

const TOKEN: ToyToken = { contract: 'T0001', name: 'Toy Dollar', symbol: 'TUSD', decimals: 6 }
const check = (tokens: TokenList<ToyToken>) => () => checkTokenList(tokens, rule)
const withToken = (changes: Partial<Record<keyof ToyToken, unknown>>) => check({ 'toy:1': [{ ...TOKEN, ...changes } as ToyToken] })

describe('checkTokenList', () => {
  it('rule: a valid list comes back as it was given', () => {
    const tokens = { 'toy:1': [TOKEN], 'toy:2': [] }
    expect(checkTokenList(tokens, rule)).toBe(tokens)
  })

  it.each([['eip155:1'], ['toy'], ['toy:'], ['toyland:1'], ['not a network']])("rule: a list keyed by %j, not one of the plugin's network ids, is refused", (key) => {
    expect(check({ [key]: [TOKEN] } as TokenList<ToyToken>)).toThrow(`is not a toy network id`)
  })

  it.each([[0], [6], [18], [24], [MAX_UNIT_DECIMALS]])('rule: %i decimals is accepted: any count the amount formatter takes', (decimals) => {
    expect(withToken({ decimals })).not.toThrow()
  })

  it.each([[-1], [1.5], [MAX_UNIT_DECIMALS + 1], [Number.NaN], ['6']])('rule: %j decimals is refused', (decimals) => {
    expect(withToken({ decimals })).toThrow(`TUSD on toy:1: its decimals must be an integer from 0 to ${MAX_UNIT_DECIMALS}`)
  })

  it("rule: an address the plugin's isAddress refuses is refused, the entry named by its symbol", () => {
    expect(withToken({ contract: '0xabc' })).toThrow('TUSD on toy:1: its address is not a toy address')
  })

  it.each([[''], ['   '], [undefined], [42]])('rule: a name of %j is refused', (name) => {
    expect(withToken({ name })).toThrow('it needs a name')
  })

  it.each([['USDC.e'], ['$WIF'], ['USD₮0'], ['stETH'], ['A'.repeat(16)]])('rule: the symbol %j is accepted', (symbol) => {
    expect(withToken({ symbol })).not.toThrow()
  })

  it.each([['TOY USD'], ['A'.repeat(17)], ['TU\u0000SD']])('rule: the symbol %j is refused', (symbol) => {
    expect(withToken({ symbol })).toThrow('on toy:1: its symbol must be 1 to 16 characters without spaces')
  })

  it.each([[''], [undefined]])('rule: a missing symbol (%j) is refused, the entry named by its address', (symbol) => {
    expect(withToken({ symbol })).toThrow('T0001 on toy:1: its symbol must be 1 to 16 characters without spaces')
  })

  it('rule: a list that is not an array, or an entry that is not a token, is refused rather than crashing', () => {
    expect(check({ 'toy:1': 'T0001' } as unknown as TokenList<ToyToken>)).toThrow('the tokens of toy:1 are not a list')
    expect(check({ 'toy:1': [null] } as unknown as TokenList<ToyToken>)).toThrow('an entry on toy:1: it is not a token')
  })

  it("rule: the error is the plugin's own, built by its invalid()", () => {
    class ToyError extends Error {}
    expect(() => checkTokenList({ 'toy:1': [{ ...TOKEN, decimals: -1 }] }, { ...rule, invalid: (details) => new ToyError(details) })).toThrow(ToyError)
  })
})
