import type { Kernel } from '../kernel/types.js'
import { replace } from './replace.js'

/** SPEC section 2: once an ERC20 or Solana send succeeds the send views give way to Account. */
export function afterSendSuccess(kernel: Kernel): void {
  replace(kernel, 'Account')
}
