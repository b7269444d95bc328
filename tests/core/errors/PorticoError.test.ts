import { describe, expect, it } from 'vitest'
import { codedErrorClass, isPorticoError, PorticoError } from '../../../core/errors/PorticoError.js'

const catalogue = {
  PLAIN: 'Plain text',
  FILLED: 'Waited {seconds} s for {who}',
} as const
const TestError = codedErrorClass('TestError', catalogue)
const OtherError = codedErrorClass('OtherError', { PLAIN: 'Other plain text' })

describe('codedErrorClass', () => {
  it('rule: an error carries its code, the catalogue text as shortMessage, and its class name', () => {
    const error = new TestError('PLAIN')
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 'PLAIN', shortMessage: 'Plain text', name: 'TestError', details: undefined })
    expect(error.message).toBe('Plain text')
    expect(TestError.messages).toBe(catalogue)
  })

  it('rule: params fill every placeholder, numbers included', () => {
    const error = new TestError('FILLED', { params: { seconds: 30, who: 'the frame' } })
    expect(error.shortMessage).toBe('Waited 30 s for the frame')
  })

  it('rule: a placeholder without a param stays visible, extra params are ignored', () => {
    expect(new TestError('FILLED', { params: { seconds: 5, unused: 'x' } }).shortMessage).toBe('Waited 5 s for {who}')
    expect(new TestError('FILLED').shortMessage).toBe('Waited {seconds} s for {who}')
  })

  it('rule: a param value is inserted once, never expanded again', () => {
    expect(new TestError('FILLED', { params: { seconds: '{who}', who: 'me' } }).shortMessage).toBe('Waited {who} s for me')
  })

  it('rule: details go into message after the short message, never into shortMessage', () => {
    const error = new TestError('PLAIN', { details: 'plugin "evm"' })
    expect(error.shortMessage).toBe('Plain text')
    expect(error.details).toBe('plugin "evm"')
    expect(error.message).toBe('Plain text\n\nDetails: plugin "evm"')
  })

  it('rule: docsPath points at the lower-cased code in docs/errors.md', () => {
    expect(new TestError('FILLED').docsPath).toBe('docs/errors.md#filled')
  })

  it('rule: classes made from two catalogues are distinct', () => {
    const error = new OtherError('PLAIN')
    expect(error).not.toBeInstanceOf(TestError)
    expect(error.shortMessage).toBe('Other plain text')
  })

  it('rule: isPorticoError matches the family and, when given, the code', () => {
    const error = new TestError('PLAIN')
    expect(isPorticoError(error)).toBe(true)
    expect(isPorticoError(error, 'PLAIN')).toBe(true)
    expect(isPorticoError(error, 'FILLED')).toBe(false)
    expect(isPorticoError(new Error('Plain text'))).toBe(false)
  })

  it('rule: isPorticoError never throws, even for a Proxy whose traps throw', () => {
    const hostile = new Proxy({}, { getPrototypeOf: () => { throw new Error('trap') }, get: () => { throw new Error('trap') } })
    expect(isPorticoError(hostile)).toBe(false)
    expect(isPorticoError(hostile, 'PLAIN')).toBe(false)
  })
})

describe('PorticoError.walk', () => {
  it('rule: with no cause, walk returns the error itself', () => {
    const error = new TestError('PLAIN')
    expect(error.walk()).toBe(error)
  })

  it('rule: walk follows causes to the innermost one, even when it is not an Error', () => {
    const root = new Error('socket hang up')
    const middle = new OtherError('PLAIN', { cause: root })
    const outer = new TestError('PLAIN', { cause: middle })
    expect(outer.cause).toBe(middle)
    expect(outer.walk()).toBe(root)
    expect(new TestError('PLAIN', { cause: 'a plain string' }).walk()).toBe('a plain string')
  })

  it('rule: walk(match) returns the first error in the chain that matches, starting with itself, else null', () => {
    const root = new Error('socket hang up')
    const middle = new OtherError('PLAIN', { cause: root })
    const outer = new TestError('PLAIN', { cause: middle })
    expect(outer.walk((e) => e instanceof OtherError)).toBe(middle)
    expect(outer.walk((e) => e instanceof PorticoError)).toBe(outer)
    expect(outer.walk((e) => e === root)).toBe(root)
    expect(outer.walk(() => false)).toBeNull()
  })

  it('rule: a cycle in the causes ends the walk instead of looping', () => {
    const first = new TestError('PLAIN')
    const second = new OtherError('PLAIN', { cause: first })
    Object.defineProperty(first, 'cause', { value: second })
    expect(first.walk()).toBe(second)
    expect(first.walk(() => false)).toBeNull()
  })
})
