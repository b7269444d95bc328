import { describe, expect, it } from 'vitest'
import { isCaipAddress, parseCaip10Address, parseCaipAddress } from '../../../core/caip/parseCaipAddress.js'
import { expectChainError } from './expectChainError.js'

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */
const DEFAULT_CHAIN_ID = 'eip155:1'

const EVM = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'
const SOLANA_ACCOUNT = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

describe('parseCaipAddress', () => {
  it('rule: a three-part chain address splits into namespace, reference, address and network id', () => {
    expect(parseCaipAddress(`${DEFAULT_CHAIN_ID}:${EVM}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: EVM,
      caipNetworkId: DEFAULT_CHAIN_ID,
    })
  })

  it.each([
    ['two parts', DEFAULT_CHAIN_ID],
    ['four parts', `${DEFAULT_CHAIN_ID}:${EVM}:extra`],
    ['an empty namespace', `:1:${EVM}`],
    ['an empty reference', `eip155::${EVM}`],
    ['an empty address', 'eip155:1:'],
    ['the empty string', ''],
    ['only separators', '::'],
  ])("rule: %s is rejected with 'Invalid CAIP Address'", (_case, value) => {
    expectChainError(() => parseCaipAddress(value), 'INVALID_CAIP_ADDRESS')
  })

  it.each([[undefined], [null], [42], [{ namespace: 'eip155' }], [['eip155', '1', EVM]]])(
    "rule: a non-string (%j) is rejected with 'Invalid CAIP Address', never a TypeError",
    (value) => {
      expectChainError(() => parseCaipAddress(value), 'INVALID_CAIP_ADDRESS')
    },
  )

  it('rule: the widget form checks part count only, not the CAIP-10 grammar', () => {
    expect(parseCaipAddress('EIP155:chain id:any address').namespace).toBe('EIP155')
    expectChainError(() => parseCaip10Address('EIP155:chain id:any address'), 'INVALID_CAIP10_ADDRESS')
  })

  it('rule: the error names what was received, cut short for long input', () => {
    const error = expectChainError(() => parseCaipAddress(`a:${'x'.repeat(500)}`), 'INVALID_CAIP_ADDRESS')
    expect(error.details).toContain('"a:xxx')
    expect(error.details!.length).toBeLessThan(120)
    expect(expectChainError(() => parseCaipAddress(7), 'INVALID_CAIP_ADDRESS').details).toContain('number')
  })

  it('rule: isCaipAddress answers the same question without throwing', () => {
    expect(isCaipAddress(`${DEFAULT_CHAIN_ID}:${EVM}`)).toBe(true)
    expect(isCaipAddress(DEFAULT_CHAIN_ID)).toBe(false)
    expect(isCaipAddress(undefined)).toBe(false)
  })
})

describe('parseCaip10Address', () => {
  it.each([
    [`${DEFAULT_CHAIN_ID}:${EVM}`, 'eip155', '1', EVM],
    [SOLANA_ACCOUNT, 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
    ['bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6', 'bip122', '000000000019d6689c085ae165831e93', '128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6'],
    ['cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0', 'cosmos', 'cosmoshub-4', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'],
  ])('rule: a wallet account id %s follows CAIP-10 and parses', (value, namespace, reference, address) => {
    expect(parseCaip10Address(value)).toEqual({ namespace, reference, address, caipNetworkId: `${namespace}:${reference}` })
  })

  it.each([
    ['two parts', DEFAULT_CHAIN_ID],
    ['four parts', `${DEFAULT_CHAIN_ID}:${EVM}:x`],
    ['an empty part', `eip155::${EVM}`],
    ['an upper-case namespace', `EIP155:1:${EVM}`],
    ['a namespace of 2 characters', `ei:1:${EVM}`],
    ['a namespace of 9 characters', `eip155abc:1:${EVM}`],
    ['a reference of 33 characters', `eip155:${'1'.repeat(33)}:${EVM}`],
    ['a reference with a dot', `eip155:1.5:${EVM}`],
    ['an address of 129 characters', `eip155:1:${'a'.repeat(129)}`],
    ['an address with a space', 'eip155:1:0x12 34'],
    ['an address with a slash', 'eip155:1:0x12/34'],
    ['a non-string', 12],
  ])("rule: %s is rejected with 'Invalid CAIP-10 address'", (_case, value) => {
    expectChainError(() => parseCaip10Address(value), 'INVALID_CAIP10_ADDRESS')
  })

  it('rule: the CAIP-10 limits themselves are accepted (3 to 8, 1 to 32, 1 to 128 characters)', () => {
    expect(parseCaip10Address(`abc:${'R'.repeat(32)}:${'a'.repeat(128)}`).address).toHaveLength(128)
    expect(parseCaip10Address('abcdefgh:-_:.%-').namespace).toBe('abcdefgh')
  })
})
