import type { ChainNamespace } from '../constants/namespaces.js'
import { findConnector } from '../connection/chainLookup.js'
import { requireChain } from '../connection/chainLookup.js'
import { syncAccount } from '../connection/syncAccount.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import type { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import { push } from '../router/router.js'
import { connect } from './connect.js'
import { getWalletStatus } from './getWalletStatus.js'
import { showAlert } from './notifications.js'

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
