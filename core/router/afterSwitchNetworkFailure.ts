import type { Kernel } from '../kernel/types.js'
import { goBack } from './goBack.js'

/** SPEC section 2: a failed network switch returns the visitor to the view that asked for it. */
export function afterSwitchNetworkFailure(kernel: Kernel): void {
  goBack(kernel)
}
