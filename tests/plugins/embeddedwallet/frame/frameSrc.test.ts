import { describe, expect, it } from 'vitest'
import { frameSrc } from '../../../../plugins/embeddedwallet/frame/frameSrc.js'

const BASE = { projectId: 'p1', chainId: 'eip155:1', version: '1.2.3', enableLogger: true, rpcUrl: 'https://rpc.example.com' }

describe("the frame's source", () => {
  it("rule: SPEC section 7's query parameters: projectId, chainId, version, enableLogger, rpcUrl, on the site's frame URL", () => {
    const url = new URL(frameSrc({ frameUrl: 'https://frame.example.com/frame/?theme=x', ...BASE }))
    expect(url.origin + url.pathname).toBe('https://frame.example.com/frame/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      theme: 'x', projectId: 'p1', chainId: 'eip155:1', version: '1.2.3', enableLogger: 'true', rpcUrl: 'https://rpc.example.com',
    })
  })

  it('rule: a chain or RPC host the site has not got is left out, not sent empty', () => {
    const url = new URL(frameSrc({ frameUrl: 'http://127.0.0.1:4020/frame/', ...BASE, chainId: undefined, rpcUrl: undefined, enableLogger: false }))
    expect([...url.searchParams.keys()]).toEqual(['projectId', 'version', 'enableLogger'])
    expect(url.searchParams.get('enableLogger')).toBe('false')
  })

  it('rule: a frame URL that is not http(s) is refused with INVALID_FRAME_URL', () => {
    for (const frameUrl of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '/frame/']) {
      expect(() => frameSrc({ frameUrl, ...BASE }), frameUrl).toThrow('`frameUrl` must be an http or https URL')
    }
  })
})
