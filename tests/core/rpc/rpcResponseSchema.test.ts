import { describe, expect, it } from 'vitest'
import { RpcBatchResponseSchema, RpcResponseSchema } from '../../../core/rpc/rpcResponseSchema.js'

describe('RpcResponseSchema', () => {
  it.each([
    ['a result', { jsonrpc: '2.0', id: 7, result: '0x1' }],
    ['a null result', { jsonrpc: '2.0', id: 'abc', result: null }],
    ['an error with data', { jsonrpc: '2.0', id: 7, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }],
    ['an error with a null id', { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }],
  ])('rule: a reply with %s is valid', (_, reply) => {
    expect(RpcResponseSchema.safeParse(reply).success).toBe(true)
  })

  it.each([
    ['no jsonrpc', { id: 1, result: 1 }],
    ['an id that is an object', { jsonrpc: '2.0', id: {}, result: 1 }],
    ['an id that is a boolean', { jsonrpc: '2.0', id: true, result: 1 }],
    ['a string error code', { jsonrpc: '2.0', id: 1, error: { code: '3', message: 'x' } }],
    ['a fractional error code', { jsonrpc: '2.0', id: 1, error: { code: 3.5, message: 'x' } }],
    ['an error that is a string', { jsonrpc: '2.0', id: 1, error: 'boom' }],
    ['both result and error', { jsonrpc: '2.0', id: 1, result: 1, error: { code: 1, message: 'x' } }],
    ['a result beside a null error', { jsonrpc: '2.0', id: 1, result: 1, error: null }],
    ['neither result nor error', { jsonrpc: '2.0', id: 1 }],
  ])('rule: a reply with %s is invalid', (_, reply) => {
    expect(RpcResponseSchema.safeParse(reply).success).toBe(false)
  })

  it('rule: a batch reply is a list of replies', () => {
    expect(RpcBatchResponseSchema.safeParse([{ jsonrpc: '2.0', id: 2, result: 1 }, { jsonrpc: '2.0', id: 1, result: 2 }]).success).toBe(true)
    expect(RpcBatchResponseSchema.safeParse({ jsonrpc: '2.0', id: 1, result: 2 }).success).toBe(false)
    expect(RpcBatchResponseSchema.safeParse([{ jsonrpc: '2.0', id: 1 }]).success).toBe(false)
  })
})
