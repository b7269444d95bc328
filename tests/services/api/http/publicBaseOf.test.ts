import { describe, expect, it } from 'vitest'
import { publicBaseOf } from '../../../../services/api/http/publicBaseOf.js'

/** A request as Fastify shows it once the peer 127.0.0.1 is trusted and named the client 203.0.113.7. */
const throughProxy = (host: string, headers: Record<string, string> = {}, protocol = 'https') =>
  ({ ips: ['127.0.0.1', '203.0.113.7'], protocol, host, headers })

describe('publicBaseOf', () => {
  it("rule: through a trusted proxy the base is its protocol, host and the last X-Forwarded-Prefix, without a trailing slash", () => {
    expect(publicBaseOf(throughProxy('api.example.com', { 'x-forwarded-prefix': '/forged, /portico/' }))).toBe('https://api.example.com/portico')
    expect(publicBaseOf(throughProxy('[::1]:8443', {}, 'HTTPS'))).toBe('https://[::1]:8443')
    expect(publicBaseOf(throughProxy('shop.example:8080', {}, 'gopher'))).toBe('http://shop.example:8080')
  })

  it('rule: a request Fastify did not take as forwarded by a trusted proxy has no public base', () => {
    expect(publicBaseOf({ ips: ['127.0.0.2'], protocol: 'https', host: 'api.example.com', headers: {} })).toBeUndefined()
    expect(publicBaseOf({ protocol: 'https', host: 'api.example.com', headers: {} })).toBeUndefined()
  })

  it('rule: a host or prefix of the wrong shape is never written into an answer', () => {
    expect(publicBaseOf(throughProxy('evil.example/path?x=1'))).toBeUndefined()
    expect(publicBaseOf(throughProxy(''))).toBeUndefined()
    // A prefix of the wrong shape is dropped, the rest of the base kept.
    expect(publicBaseOf(throughProxy('ok.example', { 'x-forwarded-prefix': '/../../etc' }))).toBe('https://ok.example')
    expect(publicBaseOf(throughProxy('ok.example', { 'x-forwarded-prefix': '/a b' }))).toBe('https://ok.example')
    expect(publicBaseOf(throughProxy('ok.example', { 'x-forwarded-prefix': '/v1.2/.well' }))).toBe('https://ok.example/v1.2/.well')
  })
})
