import type { ChainNamespace } from '../constants/namespaces.js'
import type { Connection } from '../types/connection.js'

export interface ConnectionsState {
  /** Current connections per namespace; the active one is the chain's connectorId. */
  byNamespace: Partial<Record<ChainNamespace, readonly Connection[]>>
  /** Connections that ended, kept so a visitor can switch back to them (multi-wallet). */
  recentByNamespace: Partial<Record<ChainNamespace, readonly Connection[]>>
}

export const initialConnectionsState = (): ConnectionsState => ({ byNamespace: {}, recentByNamespace: {} })
