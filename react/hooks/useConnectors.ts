import type { Connector } from '../../core/types/connector.js'
import { useKernelState } from './useKernelState.js'

/** Every connector the plugins discovered, in discovery order. */
export function useConnectors(): readonly Connector[] {
  return useKernelState('connectors', (s) => s.connectors)
}
