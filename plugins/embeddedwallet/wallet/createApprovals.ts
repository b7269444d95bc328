import {
  closeModal, LIMITS, onLeave, openModal, popTransaction, pushTransaction, goBack, showToast, type Kernel, type Timers, type Unsubscribe,
} from 'portico/core'
import { EmbeddedFrameError } from '../EmbeddedFrameError.js'
import type { FrameEventPayload } from '../protocol/frameProtocol.js'
import type { FrameSurface } from './createFrameSurface.js'

export const APPROVE_VIEW = 'ApproveTransaction'

export interface Approvals {
  /** The frame asks for the visitor: ApproveTransaction opens the modal, or is pushed over the view shown, and the frame shows in it. */
  visitorNeeded(payload: FrameEventPayload<'VisitorNeeded'>): void
  /** The frame is done with the visitor: hidden again; a recovery step's view goes away now. */
  visitorDone(): void
  /** Runs a wallet request; if it showed the frame, its outcome takes ApproveTransaction away (SPEC section 4). */
  settle<T>(request: Promise<T>): Promise<T>
  /** A method the embedded wallet does not serve: the modal opens, the message shows 300 ms later and pending requests are rejected. */
  refuse(method: string): EmbeddedFrameError
  stop: Unsubscribe
}

export interface ApprovalsParameters {
  kernel: Kernel
  timers: Timers
  surface: FrameSurface
  /** Rejects the pending wallet requests (the frame is told to drop them). */
  rejectPending(): void
}

/**
 * SPEC section 4's embedded wallet requests, on the router: the frame decides when the visitor
 * must approve (it says VisitorNeeded), the site shows it in ApproveTransaction, and the outcome
 * pops the transaction stack, or closes the modal when the stack is empty. Pushed over a view the
 * visitor was on (a send from the modal), ApproveTransaction is itself an entry of the stack, whose
 * success goes back there; opened on a closed modal, the stack stays empty and the modal closes.
 */
export function createApprovals({ kernel, timers, surface, rejectPending }: ApprovalsParameters): Approvals {
  /** Why the frame asked, while it shows; and whether the current wallet request made it show. */
  let reason: FrameEventPayload<'VisitorNeeded'>['reason'] | undefined
  let shownForRequest = false
  const router = () => kernel.store('router').getState()
  const isOpen = () => kernel.store('modal').getState().open

  let leaving = false
  const leave = (outcome: 'success' | 'error') => {
    leaving = true
    try {
      if (router().transactionStack.length === 0) closeModal(kernel)
      else popTransaction(kernel, outcome)
    } finally {
      leaving = false
    }
  }
  // The visitor went back from ApproveTransaction: the request is given up, and its outcome moves
  // nothing more; a recovery step is taken away as closing the modal takes it (a code card so left
  // counts as seen), or the login waiting on it would never end.
  const stopWatching = onLeave(kernel, APPROVE_VIEW, (_kernel, { reason: why }) => {
    if (leaving || why !== 'goBack' || (!shownForRequest && reason === undefined)) return
    shownForRequest = false
    reason = undefined
    surface.hide()
    rejectPending()
  })

  return {
    visitorNeeded(payload) {
      reason = payload.reason
      if (payload.reason === 'approve') shownForRequest = true
      surface.show()
      // The header names the step (approving, or a recovery code): the view's title reads it.
      const data = { frameStep: payload.reason }
      if (!isOpen()) openModal(kernel, { view: APPROVE_VIEW, data })
      else if (router().view !== APPROVE_VIEW) pushTransaction(kernel, { view: APPROVE_VIEW, data, onSuccess: () => goBack(kernel) })
    },
    visitorDone() {
      surface.hide()
      const was = reason
      reason = undefined
      // A request's approval leaves with the request's outcome; a recovery step leaves now.
      if (was !== 'approve' && isOpen() && router().view === APPROVE_VIEW) leave('success')
    },
    async settle(request) {
      shownForRequest = false
      let outcome: 'success' | 'error' = 'success'
      try {
        return await request
      } catch (error) {
        outcome = 'error'
        throw error
      } finally {
        if (shownForRequest && isOpen()) {
          shownForRequest = false
          surface.hide()
          leave(outcome)
        }
      }
    },
    refuse(method) {
      const error = new EmbeddedFrameError('METHOD_NOT_ALLOWED', { details: `the embedded wallet does not serve ${method}` })
      if (!isOpen()) openModal(kernel)
      timers.setTimeout(() => {
        showToast(kernel, { message: error.shortMessage, variant: 'error' })
        rejectPending()
      }, LIMITS.disallowedMethodDelayMs)
      return error
    },
    stop: stopWatching,
  }
}
