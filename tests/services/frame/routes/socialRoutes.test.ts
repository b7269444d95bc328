import { createHash, randomBytes } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StartFrameOptions } from '../../../../services/frame/startFrame.js'
import { standInClients } from '../../../../services/oidc/standInClients.js'
import { startOidcProvider, type RunningOidcProvider } from '../../../../services/oidc/startOidcProvider.js'
import { databases } from '../../api/db/databases.js'
import { signInAtStandIn } from '../../oidc/signInAtStandIn.js'
import { SAMPLE_WALLET, signIn } from '../signIn.js'
import { ALLOWED_ORIGIN, HOUR, PROJECT_ID, useFrame, type TestFrame } from '../useFrame.js'

const CONFIGURED = ['google', 'github', 'discord'] as const

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

interface ResultPage { siteOrigin: string; returnTo: string | null; payload: { resultUri: string } | { error: string } }

/** The frame page's half: a verifier it keeps, and its SHA-256 as the binding it starts with. */
function pageSecret() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, binding: createHash('sha256').update(verifier).digest('base64url') }
}

async function readResultPage(response: Response): Promise<ResultPage> {
  const html = await response.text()
  const content = /<meta name="portico-social" content="([^"]*)">/.exec(html)?.[1]
  if (!content) throw new Error(`no result page: ${html.slice(0, 200)}`)
  return JSON.parse(content.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)))) as ResultPage
}

describe.each(databases())('social login on $name', (database) => {
  let provider: RunningOidcProvider
  const options: Partial<StartFrameOptions> = {}
  beforeAll(async () => {
    options.port = await freePort()
    const clients = standInClients([`http://127.0.0.1:${options.port}/v1/social/callback`])
    provider = await startOidcProvider({ clients })
    options.socialProviders = {
      [PROJECT_ID]: Object.fromEntries(clients.filter((client) => (CONFIGURED as readonly string[]).includes(client.clientId))
        .map((client) => [client.clientId, { clientId: client.clientId, clientSecret: client.clientSecret, issuer: provider.issuer }])),
    }
  })
  const frame = useFrame(database, options)
  afterAll(() => provider?.stop())

  async function start(body: Record<string, unknown> = {}) {
    const secret = pageSecret()
    const started = await frame.post('/v1/social/start', { projectId: PROJECT_ID, origin: ALLOWED_ORIGIN, provider: 'github', binding: secret.binding, ...body })
    return { ...secret, started, answer: (await started.clone().json()) as { uri: string; attempt: string } }
  }
  /** Start to result page, the visitor signing in at the stand-in as `email`. */
  async function toResult(f: TestFrame, visitor: { email: string; name: string } | 'cancel', body: Record<string, unknown> = {}) {
    const attempt = await start(body)
    expect(attempt.started.status).toBe(200)
    const callback = await signInAtStandIn(attempt.answer.uri, visitor)
    expect(`${callback.origin}${callback.pathname}`).toBe(`${f.url}/v1/social/callback`)
    const response = await fetch(callback)
    return { ...attempt, callback, response, page: await readResultPage(response.clone()) }
  }
  const finishBody = (page: ResultPage, verifier: string) => {
    if (!('resultUri' in page.payload)) throw new Error(`the outcome is ${JSON.stringify(page.payload)}`)
    const link = new URL(page.payload.resultUri)
    return { attempt: link.searchParams.get('attempt'), result: link.searchParams.get('result'), verifier }
  }
  async function socialSignIn(providerId: string, email: string, name = 'Ann') {
    const { page, verifier } = await toResult(frame, { email, name }, { provider: providerId })
    const finished = await frame.post('/v1/social/finish', finishBody(page, verifier))
    expect(finished.status).toBe(200)
    return (await finished.json()) as { token: string; email: string | null; userName?: string; authProvider: string; wallet: unknown }
  }

  it('rule: start, the provider\'s login, the callback\'s result page and finish give a session and, once stored, its wallet', async () => {
    const { page, response, verifier } = await toResult(frame, { email: 'social@example.com', name: 'Soc' })
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(page).toMatchObject({ siteOrigin: ALLOWED_ORIGIN, returnTo: null })
    const link = new URL((page.payload as { resultUri: string }).resultUri)
    expect(`${link.origin}${link.pathname}`).toBe(`${frame.url}/v1/social/result`)
    const script = await fetch(`${frame.url}/v1/social/result-page.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('portico_social')

    const finished = await frame.post('/v1/social/finish', finishBody(page, verifier))
    const answer = (await finished.json()) as { token: string }
    expect(answer).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email: 'social@example.com', userName: 'social', authProvider: 'github', wallet: null })
    expect((await frame.post('/v1/wallet', SAMPLE_WALLET, { token: answer.token })).status).toBe(201)
    expect(await (await frame.get('/v1/session', { token: answer.token })).json()).toEqual({ email: 'social@example.com', authProvider: 'github', userName: 'social', wallet: SAMPLE_WALLET })
  })

  it('rule: a state is good for one callback; a replay is SOCIAL_STATE_INVALID', async () => {
    const { callback } = await toResult(frame, { email: 'replay@example.com', name: 'R' })
    const again = await fetch(callback)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ code: 'SOCIAL_STATE_INVALID', message: 'This sign-in has expired or was already used, start again' })
  })

  it('rule: a result link with another verifier than the binding\'s is refused, and the page holding the right one still finishes', async () => {
    const { page, verifier } = await toResult(frame, { email: 'bound@example.com', name: 'B' })
    const stranger = await frame.post('/v1/social/finish', finishBody(page, pageSecret().verifier))
    expect(stranger.status).toBe(400)
    expect(await stranger.json()).toEqual({ code: 'SOCIAL_RESULT_INVALID', message: 'This sign-in result is not valid here' })
    expect((await frame.post('/v1/social/finish', finishBody(page, verifier))).status).toBe(200)
  })

  it('rule: a result finishes once; the second use is SOCIAL_RESULT_USED', async () => {
    const { page, verifier } = await toResult(frame, { email: 'twice@example.com', name: 'T' })
    expect((await frame.post('/v1/social/finish', finishBody(page, verifier))).status).toBe(200)
    const second = await frame.post('/v1/social/finish', finishBody(page, verifier))
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ code: 'SOCIAL_RESULT_USED', message: 'This sign-in result was already used' })
  })

  it('rule: an attempt lives 10 minutes: a later finish is SOCIAL_ATTEMPT_EXPIRED and a later callback SOCIAL_STATE_INVALID', async () => {
    const { page, verifier } = await toResult(frame, { email: 'late@example.com', name: 'L' })
    const { answer } = await start()
    const callback = await signInAtStandIn(answer.uri, { email: 'later@example.com', name: 'L' })
    frame.clock.advance(10 * 60 * 1000 + 1)
    const finished = await frame.post('/v1/social/finish', finishBody(page, verifier))
    expect(await finished.json()).toEqual({ code: 'SOCIAL_ATTEMPT_EXPIRED', message: 'The sign-in took too long, start again' })
    expect(await (await fetch(callback)).json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
  })

  it('rule: the provider\'s access_denied (the visitor pressed Cancel) is the outcome, with no result to finish', async () => {
    const { page } = await toResult(frame, 'cancel')
    expect(page).toEqual({ siteOrigin: ALLOWED_ORIGIN, returnTo: null, payload: { error: 'access_denied' } })
  })

  it('rule: a provider the project has not configured is PROVIDER_NOT_CONFIGURED', async () => {
    const { started } = await start({ provider: 'facebook' })
    expect(started.status).toBe(400)
    expect(await started.json()).toEqual({ code: 'PROVIDER_NOT_CONFIGURED', message: 'This sign-in provider is not set up for the project' })
    expect(await (await start({ provider: 'myspace' })).started.json()).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('rule: an origin the project does not allow is ORIGIN_NOT_ALLOWED', async () => {
    const { started } = await start({ origin: 'https://evil.example' })
    expect(started.status).toBe(403)
    expect(await started.json()).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' })
  })

  it('rule: returnTo must be an http(s) page of the site\'s origin, and in that mode the result page goes back there', async () => {
    for (const returnTo of ['https://evil.example/back', 'javascript:alert(1)', 'not a url']) {
      expect(await (await start({ returnTo })).started.json()).toMatchObject({ code: 'RETURN_TO_NOT_ALLOWED' })
    }
    const { page } = await toResult(frame, { email: 'phone@example.com', name: 'P' }, { returnTo: `${ALLOWED_ORIGIN}/wallet?tab=1` })
    expect(page).toMatchObject({ siteOrigin: ALLOWED_ORIGIN, returnTo: `${ALLOWED_ORIGIN}/wallet?tab=1`, payload: { resultUri: expect.any(String) } })
  })

  it('rule: a social identity with the same verified email as an email sign-in reaches the same wallet', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'both@example.com', '198.51.100.70')
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token })
    expect(await socialSignIn('google', 'Both@Example.com')).toMatchObject({ email: 'both@example.com', authProvider: 'google', wallet: SAMPLE_WALLET })
  })

  it('rule: a second provider with the same verified email is the same visitor', async () => {
    const first = await socialSignIn('github', 'two@example.com')
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token: first.token })
    expect(await socialSignIn('discord', 'two@example.com')).toMatchObject({ email: 'two@example.com', authProvider: 'discord', wallet: SAMPLE_WALLET })
  })
})
