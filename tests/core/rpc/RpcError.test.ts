import { describe, expect, it } from 'vitest'
import { PorticoError } from '../../../core/errors/PorticoError.js'
import { isRpcError, RpcError } from '../../../core/errors/RpcError.js'
import { isTransportFailure } from '../../../core/rpc/Transport.js'

describe('RpcError', () => {
  it('rule: a node error carries its numeric code, its message as details, and its data', () => {
    const error = new RpcError('RPC_ERROR', { rpcCode: 4902, details: 'Unrecognized chain ID', data: { chainId: '0x89' } })
    expect(error).toBeInstanceOf(PorticoError)
    expect(error).toMatchObject({
      name: 'RpcError', code: 'RPC_ERROR', rpcCode: 4902, details: 'Unrecognized chain ID', data: { chainId: '0x89' },
      docsPath: 'docs/errors.md#rpc_error',
    })
    expect(isRpcError(error, 'RPC_ERROR')).toBe(true)
    expect(isRpcError(error, 'RPC_TIMEOUT')).toBe(false)
  })

  it('rule: an HTTP error names its status in the message and as a property', () => {
    expect(new RpcError('RPC_HTTP_ERROR', { status: 503, params: { status: 503 } }))
      .toMatchObject({ status: 503, shortMessage: 'The RPC endpoint answered with HTTP status 503' })
  })
})

describe('isTransportFailure', () => {
  it.each([
    ['a time-out', new RpcError('RPC_TIMEOUT'), true],
    ['an HTTP error', new RpcError('RPC_HTTP_ERROR', { status: 502 }), true],
    ['a network error', new RpcError('RPC_NETWORK_ERROR'), true],
    ['an invalid response', new RpcError('RPC_INVALID_RESPONSE'), true],
    ['an internal error -32603', new RpcError('RPC_ERROR', { rpcCode: -32603 }), true],
    ['a custom transport\'s own error', new Error('socket closed'), true],
    ['execution reverted (3)', new RpcError('RPC_ERROR', { rpcCode: 3 }), false],
    ['a server error -32000', new RpcError('RPC_ERROR', { rpcCode: -32000 }), false],
    ['an unrecognized chain 4902', new RpcError('RPC_ERROR', { rpcCode: 4902 }), false],
  ])('rule: %s moves a request on to the next transport: %s', (_, error, expected) => {
    expect(isTransportFailure(error)).toBe(expected)
  })
})
