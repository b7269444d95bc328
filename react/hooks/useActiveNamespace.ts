import type { ChainNamespace } from '../../core/constants/namespaces.js'
import { useKernelState } from './useKernelState.js'

/**
 * The namespace asked for, or the kernel's active one. With a namespace given it does not read the
 * active one, so a change of active chain does not re-render a component pinned to one namespace.
 */
export function useActiveNamespace(namespace?: ChainNamespace): ChainNamespace | undefined {
  return useKernelState('chains', (s) => namespace ?? s.activeNamespace)
}
