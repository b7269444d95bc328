import { createHash, webcrypto } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { FrameApiError, type FrameApi } from '../../../../../services/frame/site/api/createFrameApi.js'
import type { SignInAnswer } from '../../../../../services/frame/site/api/frameApiSchemas.js'
import { createFarcasterLogin, FARCASTER_POLL_MS } from '../../../../../services/frame/site/wallet/createFarcasterLogin.js'

const ANSWER: SignInAnswer = { token: 'tok', email: null, userName: 'alice', authProvider: 'farcaster', wallet: null }

/** An auth server whose status answers pending `pendingPolls` times, then `final`; and waits that resolve at once, counted. */
function login(final: () => Awaited<ReturnType<FrameApi['farcasterStatus']>> = () => ({ state: 'completed', ...ANSWER }), pendingPolls = 2) {
  let polls = 0
  const api = {
    startFarcaster: vi.fn(async (_body: { projectId: string; origin: string; binding: string }) => ({ url: 'http://127.0.0.1:1/~/siwf?channelToken=c', attempt: `attempt-${api.startFarcaster.mock.calls.length}` })),
    farcasterStatus: vi.fn(async (_body: { attempt: string; verifier: string }) => (++polls <= pendingPolls ? { state: 'pending' as const } : final())),
  }
  const session = { signIn: vi.fn(async (_answer: SignInAnswer) => undefined) }
  const waits: number[] = []
  const wait = vi.fn(async (ms: number, signal: AbortSignal) => {
    waits.push(ms)
    await Promise.resolve()
    if (signal.aborted) throw new Error('The Farcaster sign-in was abandoned')
  })
  const farcaster = createFarcasterLogin({ api, session, projectId: 'p', origin: 'https://app.example.com', crypto: webcrypto as Crypto, wait })
  return { api, session, waits, farcaster }
}

describe('createFarcasterLogin', () => {
  it('rule: the link starts an attempt bound to SHA-256 of a verifier that only status calls carry', async () => {
    const { api, farcaster } = login()
    expect(await farcaster.link()).toEqual({ url: 'http://127.0.0.1:1/~/siwf?channelToken=c' })
    await farcaster.connect()
    const { binding, projectId, origin } = api.startFarcaster.mock.calls[0]![0]
    const { verifier, attempt } = api.farcasterStatus.mock.calls[0]![0]
    expect({ projectId, origin, attempt }).toEqual({ projectId: 'p', origin: 'https://app.example.com', attempt: 'attempt-1' })
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(binding).toBe(createHash('sha256').update(verifier).digest('base64url'))
  })

  it('rule: connect asks every second while pending, then signs in with the answer and gives the username', async () => {
    const { session, waits, farcaster } = login()
    await farcaster.link()
    expect(await farcaster.connect()).toEqual({ userName: 'alice' })
    expect(waits).toEqual([FARCASTER_POLL_MS, FARCASTER_POLL_MS])
    expect(FARCASTER_POLL_MS).toBe(1_000)
    expect(session.signIn).toHaveBeenCalledExactlyOnceWith(ANSWER)
  })

  it('rule: a refusal of the server (an expired attempt) rejects connect with its text, and the attempt is over', async () => {
    const { session, farcaster } = login(() => {
      throw new FrameApiError(410, 'The Farcaster sign-in has expired, start again')
    })
    await farcaster.link()
    await expect(farcaster.connect()).rejects.toThrow('The Farcaster sign-in has expired, start again')
    expect(session.signIn).not.toHaveBeenCalled()
    await expect(farcaster.connect()).rejects.toThrow('Ask for a Farcaster link first')
  })

  it('rule: abandon (Reload) rejects the waiting connect, and nothing signs in', async () => {
    const { session, farcaster } = login(() => ({ state: 'completed', ...ANSWER }), Number.POSITIVE_INFINITY)
    await farcaster.link()
    const waiting = farcaster.connect()
    await Promise.resolve()
    farcaster.abandon()
    await expect(waiting).rejects.toThrow('The Farcaster sign-in was abandoned')
    expect(session.signIn).not.toHaveBeenCalled()
  })

  it('rule: a new link gives the attempt before it up', async () => {
    const { api, farcaster } = login(() => ({ state: 'completed', ...ANSWER }), 3)
    await farcaster.link()
    const first = farcaster.connect().then(() => 'signed in', (error: Error) => error.message)
    await farcaster.link()
    expect(await first).toBe('The Farcaster sign-in was abandoned')
    await farcaster.connect()
    expect(api.farcasterStatus.mock.calls.at(-1)![0].attempt).toBe('attempt-2')
  })

  it('rule: connect without a link is refused', async () => {
    await expect(login().farcaster.connect()).rejects.toThrow('Ask for a Farcaster link first')
  })
})
