import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { Connection } from '../types/connection.js'

export interface GetConnectionsReturnType {
  /** Connections held now; the active connector's is among them. */
  connections: readonly Connection[]
  /** Connections that ended and can be switched back to. */
  recentConnections: readonly Connection[]
}

const NONE: readonly Connection[] = Object.freeze([])

/**
 * A namespace's connections as a visitor may see them. Without the multiWallet feature (SPEC
 * section 6) only the active connector's connection shows, and none that ended. With it, the
 * arrays are the slice's own, so their identity changes only when the connections do.
 */
export function getConnections(kernel: Kernel, namespace: ChainNamespace): GetConnectionsReturnType {
  const { byNamespace, recentByNamespace } = kernel.store('connections').getState()
  const connections = byNamespace[namespace] ?? NONE
  if (kernel.store('options').getState().features.multiWallet) {
    return { connections, recentConnections: recentByNamespace[namespace] ?? NONE }
  }
  const active = kernel.store('chains').getState().byNamespace[namespace]?.connectorId
  return { connections: connections.filter((connection) => connection.connectorId === active), recentConnections: NONE }
}
