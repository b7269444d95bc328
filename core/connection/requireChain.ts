import type { ChainNamespace } from '../constants/namespaces.js'
import { KernelError } from '../errors/KernelError.js'
import type { NamespaceDefinition } from '../kernel/contributions.js'
import type { Kernel } from '../kernel/types.js'
import type { ChainState } from '../slices/chainsSlice.js'

export interface RequiredChain {
  namespace: ChainNamespace
  chain: ChainState
  definition: NamespaceDefinition
}

/**
 * The chain an action works on: the one named, else the active one. A namespace that no plugin
 * registered (or a kernel that has not started) has no adapter to talk to.
 */
export function requireChain(kernel: Kernel, namespace?: ChainNamespace): RequiredChain {
  const chains = kernel.store('chains').getState()
  const target = namespace ?? chains.activeNamespace
  if (!target) throw new KernelError('NAMESPACE_MISSING')
  const chain = chains.byNamespace[target]
  const definition = kernel.namespaces.get(target)
  if (!chain || !definition) throw new KernelError('ADAPTER_MISSING', { details: `namespace "${target}"` })
  return { namespace: target, chain, definition }
}
