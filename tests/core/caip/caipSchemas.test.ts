import { describe, expect, it } from 'vitest'
import { caip10AddressSchema, caipAddressSchema, caipNetworkIdSchema } from '../../../core/caip/caipSchemas.js'

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */
const DEFAULT_CHAIN_ID = 'eip155:1'

const EVM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

const issue = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('CAIP schemas', () => {
  it('rule: a network id schema accepts two parts and reports SPEC text otherwise', () => {
    expect(caipNetworkIdSchema.parse(DEFAULT_CHAIN_ID)).toBe(DEFAULT_CHAIN_ID)
    expect(issue(caipNetworkIdSchema.safeParse('eip155'))).toBe('Invalid CAIP-2 network id')
    expect(issue(caipNetworkIdSchema.safeParse(1))).toBe('Invalid CAIP-2 network id')
  })

  it('rule: a chain address schema accepts three parts and reports SPEC text otherwise', () => {
    expect(caipAddressSchema.parse(`${DEFAULT_CHAIN_ID}:${EVM}`)).toBe(`${DEFAULT_CHAIN_ID}:${EVM}`)
    expect(issue(caipAddressSchema.safeParse(DEFAULT_CHAIN_ID))).toBe('Invalid CAIP Address')
  })

  it('rule: a wallet account schema holds ids to the CAIP-10 grammar', () => {
    expect(caip10AddressSchema.parse(`${DEFAULT_CHAIN_ID}:${EVM}`)).toBe(`${DEFAULT_CHAIN_ID}:${EVM}`)
    expect(issue(caip10AddressSchema.safeParse('EIP155:1:x y'))).toBe('Invalid CAIP-10 address')
    expect(issue(caip10AddressSchema.safeParse(null))).toBe('Invalid CAIP-10 address')
  })
})
