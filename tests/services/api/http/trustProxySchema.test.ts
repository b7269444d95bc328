import { describe, expect, it } from 'vitest'
import { readTrustProxy } from '../../../../services/api/http/trustProxySchema.js'

describe('readTrustProxy', () => {
  it('rule: PORTICO_TRUST_PROXY is a comma-separated list of addresses, CIDR ranges and range names; unset or empty trusts none', () => {
    expect(readTrustProxy('127.0.0.1, 10.0.0.0/8,::1 ,fd00::/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'])
    expect(readTrustProxy(undefined)).toEqual([])
    expect(readTrustProxy(' , ')).toEqual([])
  })

  it('rule: the old on/off value 1 is refused, saying to list the proxy addresses', () => {
    for (const old of ['1', 'true']) {
      expect(() => readTrustProxy(old)).toThrow(`PORTICO_TRUST_PROXY lists the addresses of the reverse proxies to trust, not "${old}"`)
    }
    expect(() => readTrustProxy('1')).toThrow(/PORTICO_TRUST_PROXY=127\.0\.0\.1/)
  })

  it('rule: an entry that is not an address or a range is refused by name, and so is a /0 range that trusts everyone', () => {
    expect(() => readTrustProxy('127.0.0.1, proxy.internal')).toThrow('PORTICO_TRUST_PROXY is not valid: "proxy.internal" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal')
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33" is not an IP address/)
    expect(() => readTrustProxy('0.0.0.0/0')).toThrow('PORTICO_TRUST_PROXY is not valid: "0.0.0.0/0" is refused: a /0 range trusts every address, so any client could choose its own')
    expect(() => readTrustProxy('::/0')).toThrow(/"::\/0" is refused/)
  })
})
