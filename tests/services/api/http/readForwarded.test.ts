import { describe, expect, it } from 'vitest'
import { readForwarded } from '../../../../services/api/http/readForwarded.js'

describe('readForwarded', () => {
  it("rule: the client is the first X-Forwarded-For address, the base the proxy's protocol, host and prefix", () => {
    expect(readForwarded({
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'api.example.com',
      'x-forwarded-prefix': '/portico/',
      host: '127.0.0.1:8787',
    })).toEqual({ client: '203.0.113.7', publicBase: 'https://api.example.com/portico' })
  })

  it('rule: without X-Forwarded-Host the Host header is the host, and anything but https reads http', () => {
    expect(readForwarded({ host: 'shop.example:8443', 'x-forwarded-proto': 'gopher' })).toEqual({ client: undefined, publicBase: 'http://shop.example:8443' })
  })

  it('rule: a forged value of the wrong shape reads as absent, never as a URL written into an answer', () => {
    const forged = readForwarded({
      'x-forwarded-for': '<script>',
      'x-forwarded-host': 'evil.example/path?x=1',
      'x-forwarded-prefix': '/../../etc',
      host: 'ok.example',
    })
    expect(forged).toEqual({ client: undefined, publicBase: undefined })
    expect(readForwarded({ host: 'ok.example', 'x-forwarded-prefix': '/a b' }).publicBase).toBe('http://ok.example')
    expect(readForwarded({}).publicBase).toBeUndefined()
  })
})
