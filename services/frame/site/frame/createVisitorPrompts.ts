import { FRAME_PREFIX, type FrameMessage } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import type { ApprovalRequest } from '../rpc/ApprovalRequest.js'
import type { FrameView } from '../view/createFrameView.js'
import type { WalletVisitor } from '../wallet/openWallet.js'
import { FrameError } from './FrameError.js'

type WalletStep = 'recoveryCode' | 'recover'

export interface VisitorPrompts extends WalletVisitor {
  /** Resolves when the visitor approves; throws 'User rejected the request' or 'Request was aborted'. */
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<void>
  /**
   * Takes away the wallet steps shown or waiting: the site stopped showing the frame (a closed
   * modal), or a new sign-in began. Otherwise a card nobody sees would hold up every later one.
   */
  interrupt(steps: readonly WalletStep[]): void
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

  const steps = new Map<AbortController, WalletStep>()
  const interruptible = async <T>(step: WalletStep, run: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const controller = new AbortController()
    steps.set(controller, step)
    try {
      return await oneAtATime(step, () => run(controller.signal))
    } finally {
      steps.delete(controller)
    }
  }

  return {
    interrupt(which) {
      for (const [controller, step] of steps) if (which.includes(step)) controller.abort()
    },
    async approve(request, signal) {
      if (signal.aborted) throw new FrameError('ABORTED')
      const outcome = await oneAtATime('approve', () => (signal.aborted ? Promise.resolve('aborted' as const) : view.approve(request, signal)))
      if (outcome === 'rejected') throw new FrameError('USER_REJECTED')
      if (outcome === 'aborted') throw new FrameError('ABORTED')
    },
    showRecoveryCode: (code) => interruptible('recoveryCode', (signal) => view.showRecoveryCode(code, signal)),
    async askRecoveryCode(attempt) {
      if (!(await interruptible('recover', (signal) => view.askRecoveryCode(attempt, signal)))) throw new FrameError('USER_REJECTED')
    },
  }
}
