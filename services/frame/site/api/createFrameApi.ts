import type * as z from 'zod/mini'
import { safeParse } from 'zod/mini'
import {
  errorAnswer, farcasterStartAnswer, farcasterStatusAnswer, originAnswer, sessionAnswer, signInAnswer, socialStartAnswer, startAnswer, updatePrimaryAnswer,
  updateSecondaryAnswer, updateStartAnswer, type SignInAnswer, type StoredWallet,
} from './frameApiSchemas.js'

/** A refusal of the auth server, with its status and the text it gave (shown to the visitor as is). */
export class FrameApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
    this.name = 'FrameApiError'
  }
}

export interface FrameApi {
  isOriginAllowed(projectId: string, origin: string): Promise<boolean>
  startEmail(body: { projectId: string; origin: string; email: string }): Promise<z.infer<typeof startAnswer>>
  verifyEmail(body: { email: string; otp: string }): Promise<SignInAnswer>
  /** Social login's start: the provider's authorization URL and the attempt's id. */
  startSocial(body: { projectId: string; origin: string; provider: string; binding: string; returnTo?: string }): Promise<z.infer<typeof socialStartAnswer>>
  /** Social login's finish: the result link's attempt and secret, with the verifier whose SHA-256 was the binding. */
  finishSocial(body: { attempt: string; result: string; verifier: string }): Promise<SignInAnswer>
  createWallet(token: string, wallet: StoredWallet): Promise<void>
  /** Sign In With Farcaster: a relay channel for this page, bound to SHA-256(verifier) as `binding`. */
  startFarcaster(body: { projectId: string; origin: string; binding: string }): Promise<z.infer<typeof farcasterStartAnswer>>
  /** The attempt's state; completed carries the sign-in's answer. */
  farcasterStatus(body: { attempt: string; verifier: string }): Promise<z.infer<typeof farcasterStatusAnswer>>
  /** The session's email (null for an account without one), provider, name and wallet, or undefined once the session has ended (401). */
  session(token: string): Promise<z.infer<typeof sessionAnswer> | undefined>
  endSession(token: string): Promise<void>
  /** Moving the wallet to another email: a code to the current address, then one to the new. */
  updateEmail(token: string, newEmail: string): Promise<z.infer<typeof updateStartAnswer>>
  confirmCurrentEmail(token: string, otp: string): Promise<z.infer<typeof updatePrimaryAnswer>>
  confirmNewEmail(token: string, otp: string): Promise<z.infer<typeof updateSecondaryAnswer>>
}

/** The auth server's JSON routes, same-origin under the frame's own origin (no CORS, no cookies). */
export function createFrameApi(fetcher: typeof fetch, base = ''): FrameApi {
  async function send(path: string, init: { method: 'GET' | 'POST'; token?: string; body?: unknown }): Promise<unknown> {
    const headers: Record<string, string> = {}
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    const response = await fetcher(`${base}${path}`, {
      method: init.method,
      headers,
      credentials: 'omit',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
    if (!response.ok) {
      const refusal = safeParse(errorAnswer, json)
      const message = refusal.success ? ('message' in refusal.data ? refusal.data.message : refusal.data.error) : `The server answered ${response.status}`
      throw new FrameApiError(response.status, message)
    }
    return json
  }
  async function call<S extends z.ZodMiniType>(path: string, init: { method: 'GET' | 'POST'; token?: string; body?: unknown }, answer: S): Promise<z.infer<S>> {
    const parsed = safeParse(answer, await send(path, init))
    if (!parsed.success) throw new FrameApiError(200, 'The server sent an unexpected answer')
    return parsed.data
  }

  return {
    isOriginAllowed: async (projectId, origin) => (await call('/v1/origin', { method: 'POST', body: { projectId, origin } }, originAnswer)).allowed,
    startEmail: (body) => call('/v1/email/start', { method: 'POST', body }, startAnswer),
    verifyEmail: (body) => call('/v1/email/verify', { method: 'POST', body }, signInAnswer),
    startFarcaster: (body) => call('/v1/farcaster/start', { method: 'POST', body }, farcasterStartAnswer),
    farcasterStatus: (body) => call('/v1/farcaster/status', { method: 'POST', body }, farcasterStatusAnswer),
    startSocial: (body) => call('/v1/social/start', { method: 'POST', body }, socialStartAnswer),
    finishSocial: (body) => call('/v1/social/finish', { method: 'POST', body }, signInAnswer),
    createWallet: async (token, wallet) => {
      await send('/v1/wallet', { method: 'POST', token, body: wallet })
    },
    session: async (token) => {
      try {
        return await call('/v1/session', { method: 'GET', token }, sessionAnswer)
      } catch (error) {
        if (error instanceof FrameApiError && error.status === 401) return undefined
        throw error
      }
    },
    endSession: async (token) => {
      await send('/v1/session/end', { method: 'POST', token })
    },
    updateEmail: (token, newEmail) => call('/v1/email/update', { method: 'POST', token, body: { newEmail } }, updateStartAnswer),
    confirmCurrentEmail: (token, otp) => call('/v1/email/update/primary', { method: 'POST', token, body: { otp } }, updatePrimaryAnswer),
    confirmNewEmail: (token, otp) => call('/v1/email/update/secondary', { method: 'POST', token, body: { otp } }, updateSecondaryAnswer),
  }
}
