import { LIMITS } from '../../../core/constants/limits.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { Timers } from '../../../core/kernel/createTimers.js'
import type { Store } from '../../../core/store/createStore.js'
import type { SessionLike } from '../sdk/UniversalProviderLike.js'
import { toConnectionError } from '../session/toConnectionError.js'
import { WalletConnectError } from '../WalletConnectError.js'
import { linkExpiry } from './linkExpiry.js'
import type { PairingState, WalletConnectState } from './walletConnectSlice.js'

export interface PairingDependencies {
  timers: Timers
  store: Store<WalletConnectState>
  /** How long a proposal may take to produce its link (the relay must take it first). */
  connectTimeoutMs: number
  now(): number
  /** Sends one session proposal; its link arrives through `onUri`, its outcome is the promise. */
  propose(): Promise<SessionLike | undefined>
  /** A session approved after its pairing was given up: nobody wants it. */
  onUnwanted(session: SessionLike): void
}

export interface Pairing {
  /** Pairs until the wallet approves, refuses, the relay fails or abort(); joins a pairing under way. */
  run(): Promise<SessionLike>
  /** The SDK's `display_uri` for the latest proposal. */
  onUri(uri: string): void
  abort(error: ConnectionError): void
}

interface Run {
  resolve(session: SessionLike): void
  reject(error: ConnectionError): void
  promise: Promise<SessionLike>
  /** Counts proposals: only the latest one's link and failure count. */
  latest: number
  cancelTimeout(): void
  cancelRefresh(): void
}

/**
 * SPEC section 4 and 9's pairing: a link lives 4 minutes and is treated as expired with fewer
 * than 10 s left, when a new proposal replaces it without the visitor doing anything (the old link
 * stays on screen until the new one is there). Proposals start at least 1 s apart, whatever asks
 * (expiry, a retry), so nothing can spin against a failing relay. A proposal that brings no link
 * within the time-out fails the pairing: the relay is unreachable.
 */
export function createPairing(dependencies: PairingDependencies): Pairing {
  const { timers, store, connectTimeoutMs, now } = dependencies
  const { retryGapMs, expiryThresholdMs } = LIMITS.pairing
  let lastProposalAt = Number.NEGATIVE_INFINITY
  let current: Run | undefined

  const show = (pairing: PairingState) => store.setState((draft) => void (draft.pairing = pairing))

  const finish = (run: Run, settle: () => void) => {
    if (current !== run) return
    current = undefined
    run.cancelTimeout()
    run.cancelRefresh()
    show({ status: 'idle' })
    settle()
  }

  const propose = (run: Run) => {
    if (current !== run) return
    const wait = lastProposalAt + retryGapMs - now()
    if (wait > 0) {
      run.cancelRefresh = timers.setTimeout(() => propose(run), wait)
      return
    }
    lastProposalAt = now()
    const id = ++run.latest
    run.cancelTimeout()
    run.cancelTimeout = timers.setTimeout(() => {
      const cause = new WalletConnectError('RELAY_TIMEOUT', { details: `no pairing link within ${connectTimeoutMs} ms` })
      finish(run, () => run.reject(new ConnectionError('FAILED_TO_CONNECT', { details: cause.message, cause })))
    }, connectTimeoutMs)
    dependencies.propose().then(
      (session) => {
        if (session && current === run) finish(run, () => run.resolve(session))
        else if (session) dependencies.onUnwanted(session)
        else if (id === run.latest) finish(run, () => run.reject(new ConnectionError('FAILED_TO_CONNECT', { details: 'the proposal ended without a session' })))
      },
      // An older proposal failing (its link expired and was replaced) is not the pairing failing.
      (error: unknown) => {
        if (id === run.latest) finish(run, () => run.reject(toConnectionError(error)))
      },
    )
  }

  return {
    run() {
      if (current) return current.promise
      let settle!: Pick<Run, 'resolve' | 'reject'>
      const promise = new Promise<SessionLike>((resolve, reject) => void (settle = { resolve, reject }))
      const run: Run = { ...settle, promise, latest: 0, cancelTimeout: () => {}, cancelRefresh: () => {} }
      current = run
      show({ status: 'loading' })
      propose(run)
      return promise
    },
    onUri(uri) {
      const run = current
      if (!run) return
      const at = now()
      const expiresAt = linkExpiry(uri, at)
      if (expiresAt === undefined) {
        const cause = new WalletConnectError('INVALID_PAIRING_URI', { details: uri.slice(0, 80) })
        return finish(run, () => run.reject(new ConnectionError('FAILED_TO_CONNECT', { details: cause.message, cause })))
      }
      run.cancelTimeout()
      run.cancelTimeout = () => {}
      run.cancelRefresh()
      run.cancelRefresh = timers.setTimeout(() => propose(run), Math.max(0, expiresAt - expiryThresholdMs - at))
      show({ status: 'ready', uri, expiresAt })
    },
    abort(error) {
      const run = current
      if (run) finish(run, () => run.reject(error))
    },
  }
}
