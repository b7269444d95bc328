import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { authenticateRelayClient } from '../../../services/relay/authenticateRelayClient.js'

const RELAY_URL = 'ws://127.0.0.1:8555'
const path = (query: Record<string, string>) => `/?${new URLSearchParams(query)}`
const HOST = '127.0.0.1:8555'
const reasonOf = async (url: string, now?: () => number, host = HOST) => {
  const result = await authenticateRelayClient({ url, host }, now)
  return result.ok ? undefined : result.reason
}

describe('authenticateRelayClient', () => {
  it('rule: the SDK\'s did:key JWT is accepted; the client id is its issuer, with projectId and ua kept', async () => {
    const keyPair = generateKeyPair()
    const auth = await signJWT('session', RELAY_URL, 86_400, keyPair)
    expect(await authenticateRelayClient({ url: path({ auth, projectId: 'portico-local', ua: 'wc-2/js-2.25.0/linux/node' }), host: HOST })).toEqual({
      ok: true,
      client: { clientId: encodeIss(keyPair.publicKey), projectId: 'portico-local', userAgent: 'wc-2/js-2.25.0/linux/node' },
    })
  })

  it('rule: a connection without auth is refused with a reason that says what to send', async () => {
    expect(await reasonOf('/?projectId=x')).toMatch(/^Missing auth/)
    expect(await reasonOf(undefined as unknown as string)).toMatch(/^Missing auth/)
  })

  it('rule: malformed JWTs are refused, each with a clear reason short enough for a close frame', async () => {
    const keyPair = generateKeyPair()
    const valid = await signJWT('session', RELAY_URL, 86_400, keyPair)
    const [header, payload, signature] = valid.split('.') as [string, string, string]
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const cases: [string, RegExp][] = [
      ['not-a-jwt', /three base64url parts/],
      [`${header}.${payload}`, /three base64url parts/],
      [`${encode({ alg: 'HS256', typ: 'JWT' })}.${payload}.${signature}`, /header/],
      [`${header}.${encode('text')}.${signature}`, /payload/],
      [`${header}.${encode({ iss: 'someone', aud: RELAY_URL, iat: 1, exp: 2e9 })}.${signature}`, /did:key/],
      [`${header}.${encode({ iss: encodeIss(keyPair.publicKey), aud: RELAY_URL, iat: 1 })}.${signature}`, /"exp"/],
      [`${header}.${encode({ iss: encodeIss(keyPair.publicKey), aud: RELAY_URL, exp: 2e9 })}.${signature}`, /"iat"/],
      [`${header}.${encode({ iss: encodeIss(keyPair.publicKey), iat: 1, exp: 2e9 })}.${signature}`, /"aud"/],
      [`${header}.${payload}.${Buffer.alloc(64).toString('base64url')}`, /signature/],
      [`${header}.${encode({ iss: 'did:key:zNotAKey', aud: RELAY_URL, iat: 1, exp: 2e9 })}.${signature}`, /does not decode/],
      ['a'.repeat(3000), /too long/],
    ]
    for (const [auth, reason] of cases) {
      const refused = await reasonOf(path({ auth }))
      expect(refused, auth.slice(0, 40)).toMatch(reason)
      expect(Buffer.byteLength(refused!)).toBeLessThanOrEqual(123)
    }
  })

  it('rule: a JWT signed by another key than its issuer is refused', async () => {
    const [header, , signature] = (await signJWT('s', RELAY_URL, 86_400, generateKeyPair())).split('.')
    const [, payload] = (await signJWT('s', RELAY_URL, 86_400, generateKeyPair())).split('.')
    expect(await reasonOf(path({ auth: `${header}.${payload}.${signature}` }))).toMatch(/signature does not match/)
  })

  it("rule: a JWT whose audience is not this relay's URL is refused, whatever else is right", async () => {
    const keyPair = generateKeyPair()
    expect(await reasonOf(path({ auth: await signJWT('s', 'ws://127.0.0.1:9999', 86_400, keyPair) }))).toMatch(/another relay/)
    expect(await reasonOf(path({ auth: await signJWT('s', 'https://127.0.0.1:8555', 86_400, keyPair) }))).toMatch(/another relay/)
    expect(await reasonOf(path({ auth: await signJWT('s', RELAY_URL, 86_400, keyPair) }), undefined, 'relay.example:8555')).toMatch(/another relay/)
    expect(await reasonOf(path({ auth: await signJWT('s', 'wss://127.0.0.1:8555', 86_400, keyPair) }))).toBeUndefined()
  })

  it('rule: a JWT issued in the future, or meant to live longer than a week, is refused', async () => {
    const keyPair = generateKeyPair()
    const nowSeconds = 2_000_000
    const now = () => nowSeconds * 1000
    expect(await reasonOf(path({ auth: await signJWT('s', RELAY_URL, 86_400, keyPair, nowSeconds + 3600) }), now)).toMatch(/future/)
    expect(await reasonOf(path({ auth: await signJWT('s', RELAY_URL, 86_400, keyPair, nowSeconds + 60) }), now)).toBeUndefined()
    expect(await reasonOf(path({ auth: await signJWT('s', RELAY_URL, 30 * 86_400, keyPair, nowSeconds) }), now)).toMatch(/longer than a week/)
  })

  it('rule: an expired JWT is refused', async () => {
    const auth = await signJWT('session', RELAY_URL, 60, generateKeyPair(), 1_000)
    expect(await reasonOf(path({ auth }))).toBe('The auth JWT has expired')
    expect(await reasonOf(path({ auth }), () => 1_059_000)).toBeUndefined()
  })
})
