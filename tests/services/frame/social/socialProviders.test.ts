import { describe, expect, it } from 'vitest'
import { readSocialProviders } from '../../../../services/frame/social/socialProviders.js'

describe('readSocialProviders', () => {
  it('rule: unset is no social login; a project\'s providers are read as given', () => {
    expect(readSocialProviders(undefined)).toEqual({})
    expect(readSocialProviders('{"p":{"github":{"clientId":"id","clientSecret":"s"},"google":{"clientId":"g","clientSecret":"t","issuer":"http://127.0.0.1:8791"}}}'))
      .toEqual({ p: { github: { clientId: 'id', clientSecret: 's' }, google: { clientId: 'g', clientSecret: 't', issuer: 'http://127.0.0.1:8791' } } })
  })

  it('rule: a malformed setting stops the start naming the problem: not JSON, an unknown provider, plain http off loopback', () => {
    expect(() => readSocialProviders('{')).toThrow('PORTICO_SOCIAL_PROVIDERS must be JSON')
    expect(() => readSocialProviders('{"p":{"myspace":{"clientId":"a","clientSecret":"b"}}}')).toThrow(/PORTICO_SOCIAL_PROVIDERS: p: .*myspace/)
    expect(() => readSocialProviders('{"p":{"github":{"clientId":"a","clientSecret":"b","issuer":"http://idp.example"}}}')).toThrow('p.github.issuer: issuer must be an https URL')
    expect(() => readSocialProviders('{"p":{"github":{"clientId":"","clientSecret":"b"}}}')).toThrow('p.github.clientId')
  })
})
