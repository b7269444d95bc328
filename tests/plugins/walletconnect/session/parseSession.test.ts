import { describe, expect, it } from 'vitest'
import { parseSession } from '../../../../plugins/walletconnect/session/parseSession.js'
import { fakeSession } from '../helpers/fakeUniversalProvider.js'

const EVM = '0x1111111111111111111111111111111111111111'
// As the runtime's rule is: the registered namespaces' own address rules (here eip155 and solana), false for any other.
const isAddress = (namespace: string, address: string) =>
  namespace === 'eip155' ? /^0x[0-9a-fA-F]{40}$/.test(address) : namespace === 'solana' && address.length > 0

describe('parseSession', () => {
  it('rule: accounts, approved chains and methods are read per namespace', () => {
    const parsed = parseSession(fakeSession({
      eip155: { accounts: [`eip155:1:${EVM}`, `eip155:10:${EVM}`], methods: ['personal_sign'], chains: ['eip155:1', 'eip155:10', 'eip155:137'] },
    }), isAddress)
    expect(parsed?.namespaces.eip155).toEqual({
      accounts: [{ address: EVM, caipNetworkId: 'eip155:1' }, { address: EVM, caipNetworkId: 'eip155:10' }],
      chains: ['eip155:1', 'eip155:10', 'eip155:137'],
      methods: ['personal_sign'],
    })
    expect(parsed?.peer).toEqual({ name: 'Test Wallet', icon: 'https://wallet.test/icon.png' })
  })

  it('rule: accounts that are not CAIP-10, of an unknown namespace, or not an address of the namespace are dropped', () => {
    const parsed = parseSession(fakeSession({
      eip155: { accounts: ['eip155:1', `eip155:1:${EVM}:extra`, 'eip155:1:not-an-address', `EIP155:1:${EVM}`, `eip155:1:${EVM}`] },
      unknown: { accounts: ['unknown:1:abc'] },
    }), isAddress)
    expect(parsed?.namespaces.eip155?.accounts).toEqual([{ address: EVM, caipNetworkId: 'eip155:1' }])
    expect(Object.keys(parsed?.namespaces ?? {})).toEqual(['eip155'])
  })

  it('rule: a namespace left with no valid account is not in the session', () => {
    const parsed = parseSession(fakeSession({ eip155: { accounts: ['eip155:1:nope'], methods: ['personal_sign'] } }), isAddress)
    expect(parsed?.namespaces).toEqual({})
  })

  it('rule: a chain id of the wrong shape or of another namespace is not an approved chain', () => {
    const parsed = parseSession(fakeSession({ eip155: { accounts: [`eip155:1:${EVM}`], chains: ['eip155:2', 'solana:abc', 'eip155:', 'eip155:1:0x1'] } }), isAddress)
    expect(parsed?.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:2'])
  })

  it('rule: a session of the wrong shape is no session', () => {
    for (const value of [undefined, null, 'session', { topic: 1, namespaces: {} }, { topic: 't', namespaces: { eip155: { accounts: 'x' } } }]) {
      expect(parseSession(value, isAddress)).toBeUndefined()
    }
  })

  it('rule: huge lists are refused rather than read', () => {
    const accounts = Array.from({ length: 10_000 }, () => `eip155:1:${EVM}`)
    expect(parseSession(fakeSession({ eip155: { accounts } }), isAddress)).toBeUndefined()
  })

  it("rule: the wallet's name is trimmed and held to 100 characters; only an https icon is kept", () => {
    const peer = parseSession(fakeSession({ eip155: { accounts: [`eip155:1:${EVM}`] } }, {
      name: `  ${'W'.repeat(300)}  `, icons: ['javascript:alert(1)', 'http://plain.test/i.png', 42, 'https://ok.test/i.png'],
    }), isAddress)?.peer
    expect(peer?.name).toBe('W'.repeat(100))
    expect(peer?.icon).toBe('https://ok.test/i.png')
  })
})
