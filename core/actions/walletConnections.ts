import { findConnector, requireChain } from '../connection/chainState.js'
import { syncAccount } from '../connection/syncAccount.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import type { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import { push } from '../router/router.js'
import type { WalletStatus, Connection } from '../types/connector.js'
import { connect } from './connect.js'
import { showAlert } from './notifications.js'

/**
 * SPEC section 4's per-wallet status in a namespace: 'connected' for the active connector,
 * 'active' for another connection currently held, 'disconnected' for anything else.
 */
export function getWalletStatus(kernel: Kernel, namespace: ChainNamespace, connectorId: string): WalletStatus {
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  if (chain?.connectorId === connectorId && chain.account.status === 'connected') return 'connected'
  const held = kernel.store('connections').getState().byNamespace[namespace] ?? []
  return held.some((connection) => connection.connectorId === connectorId) ? 'active' : 'disconnected'
}

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

export interface SwitchConnectionParameters {
  namespace: ChainNamespace
  connectorId: string
}

export type SwitchConnectionErrorType = ConnectionError | KernelError

/**
 * Makes another wallet the namespace's active one (SPEC sections 4 and 6). A connection already
 * held is re-used without asking the wallet again; one that ended is reconnected through its
 * connector and the visitor lands on ProfileWallets. Without the multiWallet feature an info alert
 * says so and nothing changes.
 */
export async function switchConnection(kernel: Kernel, { namespace, connectorId }: SwitchConnectionParameters): Promise<void> {
  if (!kernel.store('options').getState().features.multiWallet) {
    showAlert(kernel, { code: 'MULTI_WALLET_NOT_ENABLED' })
    return
  }
  requireChain(kernel, namespace)
  const connector = findConnector(kernel, connectorId, namespace)
  if (!connector) throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: `connector "${connectorId}"` })

  const status = getWalletStatus(kernel, namespace, connectorId)
  if (status === 'connected') {
    kernel.store('chains').setState((draft) => {
      draft.activeNamespace = namespace
    })
    return
  }
  if (status === 'active') {
    const held = kernel.store('connections').getState().byNamespace[namespace] ?? []
    const connection = held.find((candidate) => candidate.connectorId === connectorId)
    if (connection) syncAccount(kernel, { namespace, connector, accounts: connection.accounts, activate: true })
    return
  }
  await connect(kernel, { connectorId: connector.id, namespace })
  push(kernel, 'ProfileWallets')
}
