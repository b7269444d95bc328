import type { Kernel } from '../kernel/types.js'
import { cancelToastTimer, closeToast } from './showToast.js'

/** Closes the toast now, including one waiting to re-show or to close itself. */
export function hideToast(kernel: Kernel): void {
  cancelToastTimer(kernel)
  closeToast(kernel)
}
