import type { ChainNamespace } from '../constants/namespaces.js'
import { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'

/**
 * Whether `address` is an address of `namespace`, by the rule the namespace's plugin registered
 * (SPEC section 5). The kernel knows no address format itself. Asking about a namespace no plugin
 * registered is a setup mistake, so it throws rather than answering false.
 */
export function validateAddress(kernel: Pick<Kernel, 'namespaces'>, namespace: ChainNamespace, address: string): boolean {
  const definition = kernel.namespaces.get(namespace)
  if (!definition) throw new KernelError('ADAPTER_MISSING', { details: `namespace "${namespace}"` })
  return typeof address === 'string' && definition.isAddress(address)
}
