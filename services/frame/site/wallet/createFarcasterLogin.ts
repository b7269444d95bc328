import type { FrameApi } from '../api/createFrameApi.js'
import { FrameError } from '../frame/FrameError.js'
import type { AccountSession } from './createAccountSession.js'

/** How often the page asks its server whether the Farcaster app has signed. */
export const FARCASTER_POLL_MS = 1_000

export interface FarcasterLogin {
  /** GetFarcasterUri: starts an attempt (abandoning any before it) and gives the relay's link to show. */
  link(): Promise<{ url: string }>
  /**
   * ConnectFarcaster: asks the server every second until the Farcaster app has signed and the
   * server verified it, then signs in with its answer. Rejects with the server's refusal (an
   * expired attempt, a signature it did not accept), or FARCASTER_ABANDONED when Reload or a new
   * link gave the attempt up.
   */
  connect(): Promise<{ userName?: string }>
  /** Reload: gives up the attempt; a waiting connect() rejects. */
  abandon(): void
}

export interface FarcasterLoginParameters {
  api: Pick<FrameApi, 'startFarcaster' | 'farcasterStatus'>
  session: Pick<AccountSession, 'signIn'>
  projectId: string
  /** The embedding site's verified origin, which the server checks for the project. */
  origin: string
  /** The page's WebCrypto: the verifier's randomness and its SHA-256. */
  crypto: Crypto
  /** Waits `ms`, or rejects once `signal` aborts (tests move a fake clock). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
}

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new FrameError('FARCASTER_ABANDONED'))
    }, { once: true })
  })
}

/**
 * Sign In With Farcaster on the frame page (docs/embedded-wallet.md). The attempt is bound to a
 * verifier that lives only in this page's memory: the server answers the attempt only to whoever
 * holds it, and the site never sees it (nor the session token the answer carries).
 */
export function createFarcasterLogin({ api, session, projectId, origin, crypto, wait = sleep }: FarcasterLoginParameters): FarcasterLogin {
  let pending: { attempt: string; verifier: string; controller: AbortController } | undefined

  const abandon = () => {
    pending?.controller.abort()
    pending = undefined
  }

  return {
    async link() {
      abandon()
      const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
      const binding = base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))))
      const { url, attempt } = await api.startFarcaster({ projectId, origin, binding })
      pending = { attempt, verifier, controller: new AbortController() }
      return { url }
    },
    async connect() {
      const current = pending
      if (!current) throw new FrameError('NO_FARCASTER_LINK')
      const { signal } = current.controller
      const stillCurrent = () => {
        if (signal.aborted || pending !== current) throw new FrameError('FARCASTER_ABANDONED')
      }
      try {
        for (;;) {
          const status = await api.farcasterStatus({ attempt: current.attempt, verifier: current.verifier })
          stillCurrent()
          if (status.state === 'completed') {
            pending = undefined
            const { state: _state, ...answer } = status
            await session.signIn(answer)
            return answer.userName === undefined ? {} : { userName: answer.userName }
          }
          await wait(FARCASTER_POLL_MS, signal)
        }
      } catch (error) {
        // A refusal ends the attempt: the next try starts from a new link.
        if (pending === current) pending = undefined
        throw error
      }
    },
    abandon,
  }
}
