import { LIMITS, ConnectionError, type Store, type Timers } from 'portico/core'
import type { SessionLike } from '../sdk/UniversalProviderLike.js'
import { linkExpiry } from '../links/walletLink.js'
import { toConnectionError } from '../session/toConnectionError.js'
import type { PairingState, WalletConnectState } from '../walletConnectSlice.js'
import { WalletConnectError } from '../WalletConnectError.js'

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
  /** The SDK's `display_uri`: the link of the one proposal waiting for its link. */
  onUri(uri: string): void
  abort(error: ConnectionError): void
}

interface Run {
  resolve(session: SessionLike): void
  reject(error: ConnectionError): void
  promise: Promise<SessionLike>
  /** The proposal this run waits on: only that proposal failing ends the run. */
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
 *
 * The SDK's `display_uri` does not say which proposal it belongs to, and the SDK cannot take a
 * proposal back: one sent while the relay was down brings its link whenever the relay returns (or
 * fails after about 75 s). So at most one proposal is ever waiting for its link; a run that needs
 * one while it is still out (a retry, the view opened again) waits on that proposal instead of
 * sending another, and every link that arrives is the link of the proposal waiting for one.
 * Otherwise an abandoned proposal's link could replace a newer one on screen, and a wallet that
 * approved it would have its session thrown away.
 */
export function createPairing(dependencies: PairingDependencies): Pairing {
  const { timers, store, connectTimeoutMs, now } = dependencies
  const { retryGapMs, expiryThresholdMs } = LIMITS.pairing
  let lastProposalAt = Number.NEGATIVE_INFINITY
  let proposals = 0
  /** The proposal still waiting for its link, whichever run sent it. */
  let unlinked: number | undefined
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

  /** A proposal that brings no link within the time-out fails the run: the relay is unreachable. */
  const armTimeout = (run: Run) => {
    run.cancelTimeout()
    run.cancelTimeout = timers.setTimeout(() => {
      const cause = new WalletConnectError('RELAY_TIMEOUT', { details: `no pairing link within ${connectTimeoutMs} ms` })
      finish(run, () => run.reject(new ConnectionError('FAILED_TO_CONNECT', { details: cause.message, cause })))
    }, connectTimeoutMs)
  }

  const propose = (run: Run) => {
    if (current !== run) return
    if (unlinked !== undefined) {
      run.latest = unlinked
      return armTimeout(run)
    }
    const wait = lastProposalAt + retryGapMs - now()
    if (wait > 0) {
      run.cancelRefresh = timers.setTimeout(() => propose(run), wait)
      return
    }
    lastProposalAt = now()
    const id = ++proposals
    unlinked = id
    run.latest = id
    armTimeout(run)
    /** The run there is once this proposal settled: it may be a later one than the run that sent it. */
    const settled = () => {
      if (unlinked === id) unlinked = undefined
      return current
    }
    let sent: Promise<SessionLike | undefined>
    try {
      sent = dependencies.propose()
    } catch (error) {
      sent = Promise.reject(error)
    }
    sent.then(
      (session) => {
        const run = settled()
        // Approved through any link this pairing showed (a replaced one included): the visitor's wallet.
        if (session && run) finish(run, () => run.resolve(session))
        else if (session) dependencies.onUnwanted(session)
        else if (run?.latest === id) finish(run, () => run.reject(new ConnectionError('FAILED_TO_CONNECT', { details: 'the proposal ended without a session' })))
      },
      // An older proposal failing (its link expired and was replaced) is not the pairing failing.
      (error: unknown) => {
        const run = settled()
        if (run?.latest === id) finish(run, () => run.reject(toConnectionError(error)))
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
      // No proposal is waiting for a link: this one answers nobody.
      if (unlinked === undefined) return
      unlinked = undefined
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
