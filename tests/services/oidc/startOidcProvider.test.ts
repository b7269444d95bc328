import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOidcProvider, type RunningOidcProvider } from '../../../services/oidc/startOidcProvider.js'
import { signInAtStandIn } from './signInAtStandIn.js'

const REDIRECT = 'http://127.0.0.1:9/callback'

describe('startOidcProvider', () => {
  let provider: RunningOidcProvider
  beforeAll(async () => {
    provider = await startOidcProvider({ clients: [{ clientId: 'github', clientSecret: 'secret-of-github', redirectUris: [REDIRECT], name: 'GitHub' }] })
  })
  afterAll(() => provider?.stop())

  const configure = () => client.discovery(new URL(provider.issuer), 'github', 'secret-of-github', undefined, { execute: [client.allowInsecureRequests] })
  const authorizationUrl = async (config: client.Configuration, parameters: Record<string, string> = {}) => {
    const verifier = client.randomPKCECodeVerifier()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT, scope: 'openid email profile', state: 'the-state', nonce: 'the-nonce',
      code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', ...parameters,
    })
    return { url, verifier }
  }

  it('rule: it binds 127.0.0.1 and its discovery names itself as issuer', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await configure()).serverMetadata().issuer).toBe(provider.issuer)
  })

  it('rule: the login page says which provider it stands in for, and that it is the local stand-in', async () => {
    const { url } = await authorizationUrl(await configure())
    const first = await fetch(url, { redirect: 'manual' })
    const page = await (await fetch(new URL(first.headers.get('location')!, provider.url), { headers: { cookie: first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') } })).text()
    expect(page).toContain('<h1>Sign in to GitHub</h1>')
    expect(page).toContain('local stand-in for GitHub')
    expect(page).toMatch(/<label for="email">Email<\/label>[\s\S]*<label for="name">Name<\/label>[\s\S]*>Sign in<\/button>[\s\S]*>Cancel<\/button>/)
  })

  it('rule: the code with its PKCE verifier gives an ID token with the nonce and the claims, the subject stable per email', async () => {
    const config = await configure()
    const subjects: string[] = []
    for (const email of ['Ann@Example.com', 'ann@example.com']) {
      const { url, verifier } = await authorizationUrl(config)
      const back = await signInAtStandIn(url.href, { email, name: 'Ann' })
      expect(back.searchParams.get('state')).toBe('the-state')
      const tokens = await client.authorizationCodeGrant(config, back, { pkceCodeVerifier: verifier, expectedState: 'the-state', expectedNonce: 'the-nonce' })
      const claims = tokens.claims()!
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub)
      expect(info).toMatchObject({ email: 'ann@example.com', email_verified: true, name: 'Ann', preferred_username: 'ann' })
      subjects.push(claims.sub)
    }
    expect(subjects[0]).toBe(subjects[1])
  })

  it('rule: an authorization request without PKCE is refused', async () => {
    const config = await configure()
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT, scope: 'openid', state: 's' })
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!)
    expect(back.searchParams.get('error')).toBe('invalid_request')
  })

  it('rule: Cancel sends the visitor back with error=access_denied and the state', async () => {
    const { url } = await authorizationUrl(await configure())
    const back = await signInAtStandIn(url.href, 'cancel')
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBe('the-state')
  })
})
