import { describe, expect, it } from 'vitest'
import { FRAME_REQUESTS, parseSocialResult, SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM, SOCIAL_RESULT_TYPE } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'

describe('parseSocialResult', () => {
  it('rule: the result page\'s message is a result link or a provider error, under its type', () => {
    expect(SOCIAL_RESULT_TYPE).toBe('@portico/frame/SocialResult')
    expect([SOCIAL_RESULT_PARAM, SOCIAL_ERROR_PARAM]).toEqual(['portico_social', 'portico_social_error'])
    expect(parseSocialResult({ type: SOCIAL_RESULT_TYPE, payload: { resultUri: 'https://frame.example/v1/social/result?attempt=a&result=r' } }))
      .toEqual({ resultUri: 'https://frame.example/v1/social/result?attempt=a&result=r' })
    expect(parseSocialResult({ type: SOCIAL_RESULT_TYPE, payload: { error: 'access_denied' } })).toEqual({ error: 'access_denied' })
  })

  it('rule: anything else is not one: another type, no payload, an empty or overlong field', () => {
    for (const data of [
      { type: '@portico/frame/Ready', payload: { resultUri: 'x' } },
      { type: SOCIAL_RESULT_TYPE },
      { type: SOCIAL_RESULT_TYPE, payload: { error: '' } },
      { type: SOCIAL_RESULT_TYPE, payload: { error: 'e'.repeat(65) } },
      { type: SOCIAL_RESULT_TYPE, payload: { resultUri: 'u'.repeat(2_049) } },
      'a string',
    ]) expect(parseSocialResult(data)).toBeUndefined()
  })

  it('rule: GetSocialRedirectUri may carry the site\'s returnTo', () => {
    expect(FRAME_REQUESTS.GetSocialRedirectUri.request.safeParse({ provider: 'github', returnTo: 'https://app.example.com/back' }).success).toBe(true)
  })
})
