import { FRAME_PREFIX, type FrameMessage } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import type { ApprovalRequest } from '../rpc/ApprovalRequest.js'
import type { FrameView } from '../view/createFrameView.js'
import type { WalletVisitor } from '../wallet/openWallet.js'
import { FrameError } from './FrameError.js'

export interface VisitorPrompts extends WalletVisitor {
  /** Resolves when the visitor approves; throws 'User rejected the request' or 'Request was aborted'. */
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<void>
}

/**
 * Every moment the frame needs the visitor, one at a time: VisitorNeeded {reason} asks the site to
 * show the frame, the card waits for the visitor, VisitorDone lets the site hide it again. A second
 * request waits for the first card to close.
 */
export function createVisitorPrompts(view: FrameView, post: (message: FrameMessage) => void): VisitorPrompts {
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(reason: 'approve' | 'recoveryCode' | 'recover', run: () => Promise<T>): Promise<T> => {
    const turn = queue.then(async () => {
      post({ type: `${FRAME_PREFIX}VisitorNeeded`, payload: { reason } })
      try {
        return await run()
      } finally {
        post({ type: `${FRAME_PREFIX}VisitorDone`, payload: {} })
      }
    })
    queue = turn.catch(() => undefined)
    return turn
  }

  return {
    async approve(request, signal) {
      if (signal.aborted) throw new FrameError('ABORTED')
      const outcome = await oneAtATime('approve', () => (signal.aborted ? Promise.resolve('aborted' as const) : view.approve(request, signal)))
      if (outcome === 'rejected') throw new FrameError('USER_REJECTED')
      if (outcome === 'aborted') throw new FrameError('ABORTED')
    },
    showRecoveryCode: (code) => oneAtATime('recoveryCode', () => view.showRecoveryCode(code)),
    async askRecoveryCode(attempt) {
      if (!(await oneAtATime('recover', () => view.askRecoveryCode(attempt)))) throw new FrameError('USER_REJECTED')
    },
  }
}
