import { webcrypto, createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from '../../../../../services/frame/site/api/createFrameApi.js'
import { createMemoryStore } from '../../../../../services/frame/site/shares/keyValueStore.js'
import { createSocialLogin, VERIFIER_TTL_MS } from '../../../../../services/frame/site/social/createSocialLogin.js'

const FRAME = 'https://frame.example'
const ATTEMPT = 'A'.repeat(43)
const RESULT = 'R'.repeat(43)
const LINK = `${FRAME}/v1/social/result?attempt=${ATTEMPT}&result=${RESULT}`
const ANSWER = { token: 'tok', email: 'ann@example.com', authProvider: 'google', wallet: null }

function setup() {
  const clock = { now: 1_000 }
  const startSocial = vi.fn(async (_body: { binding: string }) => ({ uri: 'https://provider.example/authorize?x=1', attempt: ATTEMPT }))
  const finishSocial = vi.fn(async (_body: { verifier: string }) => ANSWER)
  const api = { startSocial, finishSocial } as unknown as FrameApi
  const store = createMemoryStore()
  const make = () => createSocialLogin({ api, store, frameOrigin: FRAME, projectId: 'p', origin: 'https://app.example.com', crypto: webcrypto as Crypto, now: () => clock.now })
  return { clock, startSocial, finishSocial, store, make }
}

describe('createSocialLogin', () => {
  it('rule: the binding is the base64url SHA-256 of the verifier the finish sends, kept across a page load', async () => {
    const { startSocial, finishSocial, make } = setup()
    expect(await make().redirectUri('google', 'https://app.example.com/back')).toEqual({ uri: 'https://provider.example/authorize?x=1' })
    expect(startSocial).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'p', origin: 'https://app.example.com', provider: 'google', returnTo: 'https://app.example.com/back' }))
    // Another frame page on the same origin (the phone came back): the verifier is in the store.
    expect(await make().connect(LINK)).toEqual(ANSWER)
    const { verifier } = finishSocial.mock.calls[0]![0]
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(startSocial.mock.calls[0]![0].binding).toBe(createHash('sha256').update(verifier).digest('base64url'))
    expect(finishSocial).toHaveBeenCalledWith({ attempt: ATTEMPT, result: RESULT, verifier })
  })

  it('rule: only a result link on the frame\'s own origin and path is taken', async () => {
    const { finishSocial, make } = setup()
    const login = make()
    await login.redirectUri('google')
    for (const uri of [
      `https://evil.example/v1/social/result?attempt=${ATTEMPT}&result=${RESULT}`,
      `${FRAME}/v1/social/other?attempt=${ATTEMPT}&result=${RESULT}`,
      `${FRAME}/v1/social/result?attempt=${ATTEMPT}`,
      'not a url',
    ]) await expect(login.connect(uri)).rejects.toThrow('This is not a sign-in result of this wallet')
    expect(finishSocial).not.toHaveBeenCalled()
  })

  it('rule: a verifier is used once and lives 10 minutes', async () => {
    const { clock, make } = setup()
    const login = make()
    await login.redirectUri('google')
    await login.connect(LINK)
    await expect(login.connect(LINK)).rejects.toThrow('This sign-in was not started here or has expired, start again')
    await login.redirectUri('google')
    clock.now += VERIFIER_TTL_MS
    await expect(login.connect(LINK)).rejects.toThrow('This sign-in was not started here or has expired, start again')
  })

  it('rule: expired entries are dropped from the store when it is next written', async () => {
    const { clock, store, startSocial, make } = setup()
    const login = make()
    await login.redirectUri('google')
    clock.now += VERIFIER_TTL_MS + 1
    startSocial.mockResolvedValueOnce({ uri: 'https://provider.example/a', attempt: 'B'.repeat(43) })
    await login.redirectUri('github')
    expect(Object.keys((await store.get('social-attempts')) as object)).toEqual(['B'.repeat(43)])
  })
})
