import { describe, expect, it } from 'vitest'
import { rpcUrlFor } from '../../../core/rpc/Transport.js'

describe('rpcUrlFor', () => {
  it('rule: the public RPC URL is {rpc}/v1/?chainId={id}&projectId={id}', () => {
    expect(rpcUrlFor({ rpcUrl: 'https://rpc.portico.dev', chainId: 'eip155:1', projectId: 'abc123' }))
      .toBe('https://rpc.portico.dev/v1/?chainId=eip155%3A1&projectId=abc123')
  })

  it('rule: a trailing slash on the host is not doubled', () => {
    expect(rpcUrlFor({ rpcUrl: 'http://127.0.0.1:4010/', chainId: 8453, projectId: 'p' }))
      .toBe('http://127.0.0.1:4010/v1/?chainId=8453&projectId=p')
  })

  it('rule: the values are URL-encoded, so none can add a parameter', () => {
    const url = new URL(rpcUrlFor({ rpcUrl: 'https://rpc.test', chainId: 'solana:5eykt4&x=1', projectId: 'a b&projectId=evil' }))
    expect([...url.searchParams]).toEqual([['chainId', 'solana:5eykt4&x=1'], ['projectId', 'a b&projectId=evil']])
    expect(url.pathname).toBe('/v1/')
  })
})
