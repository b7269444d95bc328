import { describe, expect, it } from 'vitest'
import { formatError, formatResult } from '../../../services/relay/formatRelayFrame.js'
import { parseRelayFrame } from '../../../services/relay/parseRelayFrame.js'
import { RelayRpcError } from '../../../services/relay/RelayRpcError.js'

const codeOf = (text: string) => {
  const frame = parseRelayFrame(text)
  return frame.kind === 'invalid' ? frame.error.code : undefined
}

describe('parseRelayFrame', () => {
  it('rule: a request with a string or integer id is read with its method and params', () => {
    expect(parseRelayFrame('{"id":"1732203456789123456","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}'))
      .toEqual({ kind: 'request', id: '1732203456789123456', method: 'irn_subscribe', params: { topic: 'ab' } })
    expect(parseRelayFrame('{"id":7,"jsonrpc":"2.0","method":"irn_publish"}'))
      .toEqual({ kind: 'request', id: 7, method: 'irn_publish', params: undefined })
  })

  it('rule: a client\'s answer to irn_subscription is a response, ok only with a result', () => {
    expect(parseRelayFrame('{"id":3,"jsonrpc":"2.0","result":true}')).toEqual({ kind: 'response', id: 3, ok: true })
    expect(parseRelayFrame('{"id":3,"jsonrpc":"2.0","error":{"code":1,"message":"no"}}')).toEqual({ kind: 'response', id: 3, ok: false })
  })

  it('rule: a frame that is not JSON is a parse error (-32700) with a null id', () => {
    const frame = parseRelayFrame('{"id":1,')
    expect(frame).toMatchObject({ kind: 'invalid', id: null })
    expect(codeOf('{"id":1,')).toBe(-32700)
    expect(codeOf('hello')).toBe(-32700)
  })

  it('rule: batches, primitives, a wrong jsonrpc, bad ids and frames with neither method nor result are invalid requests (-32600)', () => {
    for (const text of [
      '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]',
      '42', 'null', '"text"',
      '{"id":1,"method":"irn_subscribe"}',
      '{"id":1,"jsonrpc":"1.0","method":"irn_subscribe"}',
      '{"id":{"a":1},"jsonrpc":"2.0","method":"irn_subscribe"}',
      '{"id":1.5,"jsonrpc":"2.0","method":"irn_subscribe"}',
      '{"id":"","jsonrpc":"2.0","method":"irn_subscribe"}',
      `{"id":"${'x'.repeat(129)}","jsonrpc":"2.0","method":"irn_subscribe"}`,
      '{"jsonrpc":"2.0","method":"irn_subscribe"}',
      '{"id":1,"jsonrpc":"2.0","method":""}',
      '{"id":1,"jsonrpc":"2.0","method":5}',
      '{"id":1,"jsonrpc":"2.0"}',
    ]) expect(codeOf(text), text).toBe(-32600)
  })

  it('rule: the id of a request that is otherwise invalid is kept, so the client can match the error', () => {
    expect(parseRelayFrame('{"id":"abc","jsonrpc":"1.0","method":"x"}')).toMatchObject({ kind: 'invalid', id: 'abc' })
  })

  it('rule: a 64-bit numeric id goes back digit for digit, not as the double JSON.parse makes of it', () => {
    const text = '{"jsonrpc":"2.0","params":{"id":"sub","n":{"id":5}},"id":1732203456789123456,"method":"irn_unsubscribe"}'
    const frame = parseRelayFrame(text)
    expect(frame).toMatchObject({ kind: 'request', id: { raw: '1732203456789123456' } })
    if (frame.kind !== 'request') throw new Error('expected a request')
    expect(formatResult(frame.id, true)).toBe('{"id":1732203456789123456,"jsonrpc":"2.0","result":true}')
    expect(formatError(frame.id, new RelayRpcError(-32601, 'no'))).toBe('{"id":1732203456789123456,"jsonrpc":"2.0","error":{"code":-32601,"message":"no"}}')
  })

  it('rule: ids with escaped quotes in earlier keys do not confuse the raw id reader', () => {
    const frame = parseRelayFrame('{"a\\"id":"x","jsonrpc":"2.0","id":98765432109876543210,"method":"m"}')
    expect(frame).toMatchObject({ kind: 'request', id: { raw: '98765432109876543210' } })
  })
})
