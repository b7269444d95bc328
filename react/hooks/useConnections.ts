import { useCallback } from 'react'
import { getConnections, type GetConnectionsReturnType } from '../../core/actions/getConnections.js'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { Kernel } from '../../core/kernel/types.js'
import { shallowEqual } from './shallowEqual.js'
import { useActiveNamespace } from './useActiveNamespace.js'
import { useKernelSelector } from './useKernelSelector.js'

const equalConnections = (a: GetConnectionsReturnType, b: GetConnectionsReturnType) =>
  shallowEqual(a.connections, b.connections) && shallowEqual(a.recentConnections, b.recentConnections)

/** The namespace's connections (all of them with multi-wallet on, else the active one's). */
export function useConnections(namespace?: ChainNamespace): GetConnectionsReturnType {
  const ns = useActiveNamespace(namespace)
  const select = useCallback((kernel: Kernel) => (ns ? getConnections(kernel, ns) : NONE), [ns])
  return useKernelSelector(['connections', 'chains', 'options'], select, equalConnections, NONE)
}

const NONE: GetConnectionsReturnType = Object.freeze({ connections: [], recentConnections: [] })
