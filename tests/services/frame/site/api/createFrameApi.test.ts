import { describe, expect, it, vi } from 'vitest'
import { createFrameApi, FrameApiError } from '../../../../../services/frame/site/api/createFrameApi.js'

function server(status: number, body?: unknown) {
  return vi.fn(async (_url: unknown, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))
}

describe('createFrameApi', () => {
  it('rule: requests go same-origin as JSON, with the bearer token, and no cookies', async () => {
    const fetch = server(200, { email: 'a@b.c', authProvider: 'email', wallet: null })
    await createFrameApi(fetch as unknown as typeof globalThis.fetch).session('tok')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/v1/session')
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', headers: { authorization: 'Bearer tok' } })
  })

  it('rule: a refusal throws the server\'s own text with its status', async () => {
    const api = createFrameApi(server(400, { code: 'INVALID_CODE', message: 'Invalid code' }) as unknown as typeof fetch)
    await expect(api.verifyEmail({ email: 'a@b.c', otp: '1' })).rejects.toEqual(new FrameApiError(400, 'Invalid code'))
  })

  it('rule: an answer that is not the contract\'s shape is refused, never used', async () => {
    const api = createFrameApi(server(200, { token: 'tok', email: 'a@b.c', authProvider: 'email', wallet: { addresses: 'x' } }) as unknown as typeof fetch)
    await expect(api.verifyEmail({ email: 'a@b.c', otp: '1' })).rejects.toThrow('unexpected answer')
  })

  it('rule: an ended session (401) reads as no session', async () => {
    const api = createFrameApi(server(401, { code: 'UNAUTHORIZED', message: 'The session has ended, sign in again' }) as unknown as typeof fetch)
    expect(await api.session('old')).toBeUndefined()
  })

  it('rule: the farcaster status is pending, or completed with a sign-in\'s answer; any other state is refused', async () => {
    const pending = createFrameApi(server(200, { state: 'pending' }) as unknown as typeof fetch)
    expect(await pending.farcasterStatus({ attempt: 'a', verifier: 'v' })).toEqual({ state: 'pending' })
    const answer = { state: 'completed', token: 'tok', email: null, userName: 'alice', authProvider: 'farcaster', wallet: null }
    expect(await createFrameApi(server(200, answer) as unknown as typeof fetch).farcasterStatus({ attempt: 'a', verifier: 'v' })).toEqual(answer)
    await expect(createFrameApi(server(200, { state: 'completed' }) as unknown as typeof fetch).farcasterStatus({ attempt: 'a', verifier: 'v' })).rejects.toThrow('unexpected answer')
  })

  it('rule: starting farcaster posts the binding to /v1/farcaster/start and reads the link and attempt', async () => {
    const fetch = server(200, { url: 'http://127.0.0.1:1/~/siwf?channelToken=c', attempt: 'a' })
    expect(await createFrameApi(fetch as unknown as typeof globalThis.fetch).startFarcaster({ projectId: 'p', origin: 'https://app.example.com', binding: 'b' })).toEqual({ url: 'http://127.0.0.1:1/~/siwf?channelToken=c', attempt: 'a' })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/v1/farcaster/start')
    expect(JSON.parse(String(init?.body))).toEqual({ projectId: 'p', origin: 'https://app.example.com', binding: 'b' })
  })
})
