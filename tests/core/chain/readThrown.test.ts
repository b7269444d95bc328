import { describe, expect, it } from 'vitest'
import { readThrown, thrownMessage } from '../../../core/chain/readThrown.js'

const throwing = () => {
  throw new Error('hostile')
}

describe('readThrown', () => {
  it('rule: a path is followed through objects, and errors\' own fields', () => {
    expect(readThrown({ data: { originalError: { code: 4902 } } }, ['data', 'originalError', 'code'])).toBe(4902)
    expect(readThrown(new Error('x', { cause: { code: 1 } }), ['cause', 'code'])).toBe(1)
  })

  it('rule: a path through anything but an object ends in undefined', () => {
    expect(readThrown(null, ['code'])).toBeUndefined()
    expect(readThrown('4001', ['length'])).toBeUndefined()
    expect(readThrown({ data: 'text' }, ['data', 'length'])).toBeUndefined()
  })

  it('rule: a key that throws when read (getter, proxy trap, revoked proxy) reads as undefined', () => {
    const getters = Object.defineProperty({}, 'code', { get: throwing })
    const proxy = new Proxy({}, { get: throwing })
    const { proxy: revoked, revoke } = Proxy.revocable({ code: 1 }, {})
    revoke()
    for (const value of [getters, proxy, revoked]) expect(readThrown(value, ['code'])).toBeUndefined()
  })
})

describe('thrownMessage', () => {
  it('rule: an error\'s message, or a bare string, cut to 200 characters', () => {
    expect(thrownMessage(new Error('User rejected'))).toBe('User rejected')
    expect(thrownMessage('no thanks')).toBe('no thanks')
    expect(thrownMessage({ message: 'x'.repeat(5_000) })).toHaveLength(200)
  })

  it('rule: no message, an empty one or one that is not a string is none, never String() of the value', () => {
    const hostile = { toString: throwing, [Symbol.toPrimitive]: throwing }
    for (const value of [null, undefined, 42, {}, { message: '' }, { message: 42 }, hostile, new Proxy({}, { get: throwing })]) {
      expect(thrownMessage(value)).toBeUndefined()
    }
  })
})
