import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { WalletStatus } from '../types/connection.js'

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
