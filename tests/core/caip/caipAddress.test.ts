import { describe, expect, it } from 'vitest'
import { isCaipAddress, parseCaip10Address, parseCaipAddress, toCaipAddress, validateAddress } from '../../../core/caip/caipAddress.js'
import { KernelError } from '../../../core/errors/KernelError.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
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

/** SPEC's default network id; core/ names no namespace, so the tests keep it. */


describe('toCaipAddress', () => {
  it('rule: a network id and an address build a three-part chain address', () => {
    expect(toCaipAddress(DEFAULT_CHAIN_ID, EVM)).toBe(`eip155:1:${EVM}`)
  })

  it.each([
    ['a one-part network id', 'eip155'],
    ['a three-part network id', `${DEFAULT_CHAIN_ID}:x`],
    ['an empty network id', ''],
  ])("rule: %s is refused with 'Invalid CAIP-2 network id'", (_case, caipNetworkId) => {
    expectChainError(() => toCaipAddress(caipNetworkId, EVM), 'INVALID_CAIP2_NETWORK_ID')
  })

  it.each([
    ['an empty address', ''],
    ['an address holding a separator', `${EVM}:1`],
  ])("rule: %s is refused with 'Invalid CAIP Address'", (_case, address) => {
    expectChainError(() => toCaipAddress(DEFAULT_CHAIN_ID, address), 'INVALID_CAIP_ADDRESS')
  })
})

function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('validateAddress', () => {
  it("rule: the namespace's registered isAddress decides", async () => {
    const seen: string[] = []
    const kernel = createTestKernel().use(definePlugin({
      name: 'strict-chain',
      namespace: 'eip155',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [], isAddress: (address) => (seen.push(address), address === 'good') })
      },
    }))
    await kernel.start()
    expect(validateAddress(kernel, 'eip155', 'good')).toBe(true)
    expect(validateAddress(kernel, 'eip155', 'bad')).toBe(false)
    expect(seen).toEqual(['good', 'bad'])
    await kernel.destroy()
  })

  it('rule: each namespace keeps its own rule', async () => {
    const kernel = createTestKernel().use(mockChainPlugin({ namespace: 'solana' }).plugin)
    await kernel.start()
    expect(validateAddress(kernel, 'solana', 'abc')).toBe(true)
    expect(validateAddress(kernel, 'solana', 'a b')).toBe(false)
    await kernel.destroy()
  })

  it("rule: a namespace with no registered plugin throws KernelError 'ADAPTER_MISSING'", async () => {
    const kernel = createTestKernel().use(mockChainPlugin({ namespace: 'eip155' }).plugin)
    await kernel.start()
    const error = caught(() => validateAddress(kernel, 'solana', 'abc'))
    expect(error).toBeInstanceOf(KernelError)
    expect(error).toMatchObject({ code: 'ADAPTER_MISSING', details: 'namespace "solana"' })
    await kernel.destroy()
  })

  it("rule: after destroy the namespace is gone and the check throws 'ADAPTER_MISSING'", async () => {
    const kernel = createTestKernel().use(mockChainPlugin({ namespace: 'eip155' }).plugin)
    await kernel.start()
    await kernel.destroy()
    expect(caught(() => validateAddress(kernel, 'eip155', '0x1'))).toMatchObject({ code: 'ADAPTER_MISSING' })
  })

  it('rule: a non-string address is refused without reaching the plugin', async () => {
    let calls = 0
    const kernel = createTestKernel().use(definePlugin({
      name: 'counting-chain',
      namespace: 'eip155',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [], isAddress: () => (calls++, true) })
      },
    }))
    await kernel.start()
    expect(validateAddress(kernel, 'eip155', 42 as unknown as string)).toBe(false)
    expect(calls).toBe(0)
    await kernel.destroy()
  })
})
