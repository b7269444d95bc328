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
})
