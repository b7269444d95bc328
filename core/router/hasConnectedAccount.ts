import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'

/** Whether `namespace`'s account is connected, or, without one, any namespace's. */
export function hasConnectedAccount(kernel: Kernel, namespace?: ChainNamespace): boolean {
  const { byNamespace } = kernel.store('chains').getState()
  const chains = namespace ? [byNamespace[namespace]] : Object.values(byNamespace)
  return chains.some((chain) => chain?.account.status === 'connected')
}
