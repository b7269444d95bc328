import { LIMITS } from '../constants/limits.js'
import type { Kernel } from '../kernel/types.js'

// The running shake's cancel: a second shake restarts the 500 ms instead of being cut short by the
// first one's timer.
const RUNNING_SHAKE = Symbol('portico.shake')

/** Shakes the modal (a refused action) for exactly SPEC's 500 ms. */
export function shakeModal(kernel: Kernel): void {
  if (kernel.status === 'destroyed') return
  const running = kernel.local(RUNNING_SHAKE, () => ({ cancel: undefined as (() => void) | undefined }))
  running.cancel?.()
  kernel.store('modal').setState((draft) => {
    draft.shake = true
  })
  running.cancel = kernel.timers.setTimeout(() => {
    running.cancel = undefined
    kernel.store('modal').setState((draft) => {
      draft.shake = false
    })
  }, LIMITS.shakeMs)
}
