import { closeModal, goBack, LIMITS, openModal, popTransaction, push, showToast, type Kernel, type Timers } from 'portico/core'
import { EmbeddedFrameError } from '../EmbeddedFrameError.js'
import type { FrameEventPayload } from '../protocol/frameProtocol.js'
import type { FrameSurface } from './createFrameSurface.js'

export const APPROVE_VIEW = 'ApproveTransaction'

export interface Approvals {
  /** The frame asks for the visitor: ApproveTransaction opens (or is pushed) and the frame shows in it. */
  visitorNeeded(payload: FrameEventPayload<'VisitorNeeded'>): void
  /** The frame is done with the visitor: hidden again; a recovery step's view goes back. */
  visitorDone(): void
  /** Runs a wallet request; if it showed the frame, the stack pops when it settles, or the modal closes (SPEC section 4). */
  settle<T>(request: Promise<T>): Promise<T>
  /** A method the embedded wallet does not serve: the modal opens, the message shows 300 ms later and pending requests are rejected. */
  refuse(method: string, rejectPending: () => void): EmbeddedFrameError
}

/**
 * SPEC section 4's embedded wallet requests, on the router: the frame decides when the visitor
 * must approve (it says VisitorNeeded), the site shows it in ApproveTransaction, and the request's
 * outcome takes the view away again.
 */
export function createApprovals({ kernel, timers, surface }: { kernel: Kernel; timers: Timers; surface: FrameSurface }): Approvals {
  /** Why the frame asked, while it shows; and whether the current wallet request made it show. */
  let reason: FrameEventPayload<'VisitorNeeded'>['reason'] | undefined
  let shownForRequest = false
  const atApproval = () => kernel.store('router').getState().view === APPROVE_VIEW

  return {
    visitorNeeded(payload) {
      reason = payload.reason
      if (payload.reason === 'approve') shownForRequest = true
      surface.show()
      if (!kernel.store('modal').getState().open) openModal(kernel, { view: APPROVE_VIEW })
      else if (!atApproval()) push(kernel, APPROVE_VIEW)
    },
    visitorDone() {
      surface.hide()
      const was = reason
      reason = undefined
      // A request's approval leaves with the request's outcome; a recovery step leaves now.
      if (was !== 'approve' && atApproval() && kernel.store('router').getState().history.length > 1) goBack(kernel)
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
        if (shownForRequest && kernel.store('modal').getState().open) {
          shownForRequest = false
          surface.hide()
          if (kernel.store('router').getState().transactionStack.length === 0) closeModal(kernel)
          else popTransaction(kernel, outcome)
        }
      }
    },
    refuse(method, rejectPending) {
      const error = new EmbeddedFrameError('METHOD_NOT_ALLOWED', { details: `the embedded wallet does not serve ${method}` })
      if (!kernel.store('modal').getState().open) openModal(kernel)
      timers.setTimeout(() => {
        showToast(kernel, { message: error.shortMessage, variant: 'error' })
        rejectPending()
      }, LIMITS.disallowedMethodDelayMs)
      return error
    },
  }
}
