import { describe, expect, it } from 'vitest'
import { isUserRejection } from '../../../core/chain/isUserRejection.js'
import { ChainError } from '../../../core/errors/ChainError.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'

const throwing = () => {
  throw new Error('hostile')
}
const withCode = (code: unknown, message = 'x') => Object.assign(new Error(message), { code })

describe('isUserRejection: the codes', () => {
  it.each([[4001], [5000], [5001], [5002], [5003]])('rule: code %i (EIP-1193, SPEC and WalletConnect\'s USER_REJECTED family) is the visitor saying no', (code) => {
    expect(isUserRejection({ code, message: 'whatever the wallet wrote' })).toBe(true)
    expect(isUserRejection(withCode(code))).toBe(true)
  })

  it('rule: ethers\' ACTION_REJECTED string code is a rejection', () => {
    expect(isUserRejection(withCode('ACTION_REJECTED', 'user rejected action'))).toBe(true)
  })

  it.each([[4100], [4200], [4900], [4902], [-32000], [-32002], [5100], [1013]])('rule: another code (%i) is not, even with a message that says "rejected"', (code) => {
    expect(isUserRejection({ code, message: 'Request rejected: nonce too low' })).toBe(false)
  })

  it('rule: a rejection code in a string ("4001") is not a code', () => {
    expect(isUserRejection({ code: '4001', message: 'failed' })).toBe(false)
  })
})

describe('isUserRejection: what wallets wrap', () => {
  it('rule: a 4001 under the generic -32603 in data.originalError (mobile bridges) is a rejection', () => {
    expect(isUserRejection({ code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4001 } } })).toBe(true)
  })

  it('rule: an error whose cause carries the code (viem\'s wrappers) is a rejection', () => {
    expect(isUserRejection(new Error('Transaction failed', { cause: withCode(4001, 'User rejected the request.') }))).toBe(true)
    expect(isUserRejection(new Error('outer', { cause: new Error('middle', { cause: { code: 5000 } }) }))).toBe(true)
  })

  it('rule: ethers\' nested `error` and `info.error` are read', () => {
    expect(isUserRejection({ code: 'UNKNOWN_ERROR', error: { code: 4001 } })).toBe(true)
    expect(isUserRejection({ code: 'UNKNOWN_ERROR', info: { error: { code: 4001, message: 'User denied' } } })).toBe(true)
  })

  it('rule: a wrapper whose inner errors are not refusals is not one', () => {
    expect(isUserRejection(new Error('Transaction failed', { cause: withCode(-32000, 'execution reverted') }))).toBe(false)
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(false)
  })

  it('rule: a cause chain that loops back on itself ends, and says no rejection', () => {
    const first: { message: string; cause?: unknown } = { message: 'a' }
    first.cause = { message: 'b', cause: first }
    expect(isUserRejection(first)).toBe(false)
  })

  it('rule: a rejection is looked for through five wrappers, not further', () => {
    const wrapped = (levels: number) => {
      let error: unknown = { code: 4001 }
      for (let level = 0; level < levels; level++) error = { message: 'wrapped', cause: error }
      return error
    }
    expect(isUserRejection(wrapped(5))).toBe(true)
    expect(isUserRejection(wrapped(6))).toBe(false)
  })
})

describe('isUserRejection: codeless wallets (the Wallet Standard defines no codes)', () => {
  it.each([
    ['User rejected the request.'],
    ['Transaction cancelled'],
    ['User canceled'],
    ['MetaMask Tx Signature: User denied transaction signature.'],
    ['The user declined the request'],
  ])('rule: an error without a code whose message says so (%s) is a rejection', (message) => {
    expect(isUserRejection(new Error(message))).toBe(true)
    expect(isUserRejection({ message })).toBe(true)
  })

  it('rule: a wallet that rejects with a bare string saying so is refusing', () => {
    expect(isUserRejection('User rejected the request')).toBe(true)
    expect(isUserRejection('Network unreachable')).toBe(false)
  })

  it('rule: under the generic -32603 the message still decides', () => {
    expect(isUserRejection({ code: -32603, message: 'User rejected the request' })).toBe(true)
    expect(isUserRejection({ code: -32603, message: 'Internal JSON-RPC error.' })).toBe(false)
  })

  it('rule: a message nested in data.originalError under -32603 decides too', () => {
    expect(isUserRejection({ code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { message: 'User denied account authorization' } } })).toBe(true)
  })

  it('rule: other failures without a code are not refusals', () => {
    expect(isUserRejection(new Error('Failed to publish payload, please try again.'))).toBe(false)
    expect(isUserRejection(new Error('Proposal expired'))).toBe(false)
  })

  it("rule: Portico's own refusals read as refusals, its other errors do not", () => {
    expect(isUserRejection(new ChainError('USER_REJECTED'))).toBe(true)
    expect(isUserRejection(new ConnectionError('CONNECTION_REJECTED'))).toBe(true)
    expect(isUserRejection(new ConnectionError('MODAL_CLOSED'))).toBe(false)
  })
})

describe('isUserRejection: safe for anything thrown', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 4001],
    ['a bigint', 4001n],
    ['a symbol', Symbol('4001')],
    ['a function', () => {}],
    ['an empty object', {}],
    ['an object without a prototype', Object.create(null) as object],
    ['an empty string', ''],
  ])('rule: %s is not a rejection and does not throw', (_label, value) => {
    expect(isUserRejection(value)).toBe(false)
  })

  it('rule: a frozen error is read like any other', () => {
    expect(isUserRejection(Object.freeze({ code: 4001 }))).toBe(true)
    expect(isUserRejection(Object.freeze(new Error('User rejected')))).toBe(true)
  })

  it('rule: a Proxy that throws on every trap, and getters that throw, read as saying nothing', () => {
    const proxy = new Proxy({}, { get: throwing, has: throwing, getPrototypeOf: throwing, ownKeys: throwing, getOwnPropertyDescriptor: throwing })
    const getters = Object.defineProperties({}, { code: { get: throwing }, message: { get: throwing }, cause: { get: throwing }, data: { get: throwing } })
    expect(isUserRejection(proxy)).toBe(false)
    expect(isUserRejection(getters)).toBe(false)
  })

  it('rule: a throwing getter on one field does not hide a rejection in another', () => {
    const partly = Object.defineProperties({}, { code: { get: throwing }, cause: { value: { code: 4001 } } })
    expect(isUserRejection(partly)).toBe(true)
  })

  it('rule: a revoked Proxy, and a Proxy whose code is a rejection, are read without throwing', () => {
    const { proxy, revoke } = Proxy.revocable({ code: 4001 }, {})
    expect(isUserRejection(proxy)).toBe(true)
    revoke()
    expect(isUserRejection(proxy)).toBe(false)
  })

  it('rule: a message that is not a string (an object whose toString throws) is not read as text', () => {
    expect(isUserRejection({ message: { toString: throwing } })).toBe(false)
    expect(isUserRejection({ [Symbol.toPrimitive]: throwing, toString: throwing })).toBe(false)
  })
})
