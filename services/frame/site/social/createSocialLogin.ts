import * as z from 'zod/mini'
import type { FrameApi } from '../api/createFrameApi.js'
import type { SignInAnswer } from '../api/frameApiSchemas.js'
import { FrameError } from '../frame/FrameError.js'
import type { KeyValueStore } from '../shares/keyValueStore.js'
import { bytesToBase64Url } from '../shares/base64.js'

/** The result link's path on the frame's origin (services/frame/routes/socialRoutes.ts). */
export const SOCIAL_RESULT_PATH = '/v1/social/result'
/** As long as the server keeps the attempt. */
export const VERIFIER_TTL_MS = 10 * 60 * 1000
/** One entry for every attempt this frame started: pruned of expired ones whenever it is written. */
const STORE_KEY = 'social-attempts'

const keptAttempts = z.record(z.string(), z.object({ verifier: z.string(), expiresAt: z.number() }))
const resultLink = z.object({ attempt: z.string().check(z.minLength(43), z.maxLength(128)), result: z.string().check(z.minLength(43), z.maxLength(128)) })

export interface SocialLogin {
  /** Starts a sign-in at `provider`: the authorization URL the site opens (a popup, or the page itself with `returnTo`). */
  redirectUri(provider: string, returnTo?: string): Promise<{ uri: string }>
  /** The result link the site got back, finished with the verifier this frame kept for its attempt. */
  connect(uri: string): Promise<SignInAnswer>
}

export interface SocialLoginParameters {
  api: FrameApi
  /** The frame origin's storage: the verifier outlives the page load of the phone's redirect flow. */
  store: KeyValueStore
  /** This frame's own origin (location.origin): a result link must be on it. */
  frameOrigin: string
  projectId: string
  origin: string
  crypto: Crypto
  now?: () => number
}

/**
 * Social login's frame side. The frame binds each attempt to a secret only it holds (the server
 * keeps its SHA-256), so a result link that reaches another site, or another frame, finishes nothing.
 */
export function createSocialLogin(parameters: SocialLoginParameters): SocialLogin {
  const { api, store, crypto } = parameters
  const now = parameters.now ?? Date.now
  const read = async () => z.safeParse(keptAttempts, await store.get(STORE_KEY)).data ?? {}
  const write = async (attempts: z.infer<typeof keptAttempts>) => {
    const live = Object.fromEntries(Object.entries(attempts).filter(([, entry]) => entry.expiresAt > now()))
    await store.put(STORE_KEY, live)
  }
  const sha256 = async (text: string) => bytesToBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))

  return {
    async redirectUri(provider, returnTo) {
      const verifier = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)))
      const { uri, attempt } = await api.startSocial({
        projectId: parameters.projectId, origin: parameters.origin, provider, binding: await sha256(verifier), ...(returnTo === undefined ? {} : { returnTo }),
      })
      await write({ ...(await read()), [attempt]: { verifier, expiresAt: now() + VERIFIER_TTL_MS } })
      return { uri }
    },
    async connect(uri) {
      let link: URL
      try {
        link = new URL(uri)
      } catch {
        throw new FrameError('NOT_A_RESULT_LINK')
      }
      const parsed = z.safeParse(resultLink, Object.fromEntries(link.searchParams))
      if (link.origin !== parameters.frameOrigin || link.pathname !== SOCIAL_RESULT_PATH || link.hash !== '' || !parsed.success) throw new FrameError('NOT_A_RESULT_LINK')
      const { [parsed.data.attempt]: entry, ...others } = await read()
      // Used or not, a verifier is good for one finish.
      await write(others)
      if (!entry || entry.expiresAt <= now()) throw new FrameError('SOCIAL_ATTEMPT_UNKNOWN')
      return api.finishSocial({ attempt: parsed.data.attempt, result: parsed.data.result, verifier: entry.verifier })
    },
  }
}
