import { findConnector, requireChainState, updateChain } from '../connection/chainState.js'
import { syncAccount, type SyncAccountReturnType } from '../connection/syncAccount.js'
import { withTimeout } from '../connection/withTimeout.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import type { KernelError } from '../errors/KernelError.js'
import { isPorticoError } from '../errors/PorticoError.js'
import type { Kernel } from '../kernel/types.js'
import type { ConnectorAccount } from '../types/account.js'
import type { CaipNetworkId } from '../types/network.js'

export interface ConnectParameters {
  connectorId: string
  /** Defaults to the connector's own chain. */
  namespace?: ChainNamespace
  /** The network to ask the wallet for; defaults to the chain's current one. */
  caipNetworkId?: CaipNetworkId
  /** Gives up on a wallet that never answers: FAILED_TO_CONNECT after this many ms. */
  timeoutMs?: number
}

export interface ConnectReturnType extends SyncAccountReturnType {
  namespace: ChainNamespace
  accounts: readonly ConnectorAccount[]
}

export type ConnectErrorType = ConnectionError | KernelError

/**
 * Connects a wallet on one namespace (SPEC section 4). The status is 'connecting' while the wallet
 * answers; the session's state is written only once it has answered, so a rejection or a time-out
 * leaves nothing half-updated, only the status put back.
 */
export async function connect(kernel: Kernel, params: ConnectParameters): Promise<ConnectReturnType> {
  const connector = findConnector(kernel, params.connectorId, params.namespace)
  if (!connector) throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: `connector "${params.connectorId}"` })
  const { namespace, chain } = requireChainState(kernel, params.namespace ?? connector.chain)
  // A second wallet joining a connected namespace (multi-wallet) must leave it connected on failure.
  const statusBefore = chain.account.status === 'connected' ? 'connected' : 'disconnected'
  const properties = { connectorId: connector.id, name: connector.name, namespace }

  updateChain(kernel, namespace, (draft) => {
    draft.account.status = 'connecting'
  })
  let accounts: ConnectorAccount[]
  let caipNetworkId: CaipNetworkId
  let stopWaitingForClose = () => {}
  try {
    const asked = connector.connect({ caipNetworkId: params.caipNetworkId ?? chain.network.caipNetwork?.caipNetworkId })
    // SPEC section 4: closing the modal rejects pending requests. Without this, a wallet that never
    // answers would leave the chain 'connecting' for good once the visitor closed the modal.
    const closed = new Promise<never>((_, reject) => {
      if (!kernel.store('modal').getState().open) return
      stopWaitingForClose = kernel.events.on('modal:closed', () => reject(new ConnectionError('MODAL_CLOSED')))
    })
    const result = await withTimeout(kernel.timers, Promise.race([asked, closed]), params.timeoutMs, () =>
      new ConnectionError('FAILED_TO_CONNECT', { details: `the wallet did not answer within ${params.timeoutMs} ms` }))
    accounts = result.accounts.filter((account) => account.namespace === namespace)
    caipNetworkId = result.caipNetworkId
    if (accounts.length === 0) {
      throw new ConnectionError('FAILED_TO_CONNECT', { details: `the wallet returned no ${namespace} account` })
    }
  } catch (error) {
    updateChain(kernel, namespace, (draft) => {
      draft.account.status = statusBefore
    })
    const failure = toConnectionError(error)
    kernel.events.emit('analytics', { event: 'CONNECT_ERROR', properties: { ...properties, message: failure.message } })
    throw failure
  } finally {
    stopWaitingForClose()
  }

  const synced = syncAccount(kernel, {
    namespace,
    connector,
    accounts,
    // A network of another namespace says nothing about this chain's.
    caipNetworkId: caipNetworkId.startsWith(`${namespace}:`) ? caipNetworkId : undefined,
    activate: true,
  })
  kernel.events.emit('analytics', {
    event: 'CONNECT_SUCCESS',
    properties: { ...properties, caipNetworkId: synced.caipNetwork?.caipNetworkId },
  })
  return { namespace, accounts, ...synced }
}

function toConnectionError(error: unknown): ConnectionError {
  if (isPorticoError(error, 'CONNECTION_REJECTED') && error instanceof ConnectionError) return error
  if (isPorticoError(error, 'FAILED_TO_CONNECT') && error instanceof ConnectionError) return error
  if (isPorticoError(error, 'MODAL_CLOSED') && error instanceof ConnectionError) return error
  return new ConnectionError('FAILED_TO_CONNECT', { cause: error })
}
