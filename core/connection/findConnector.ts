import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { Connector } from '../types/connector.js'

/**
 * A discovered connector by id. One id can be offered on several chains (a multi-chain wallet), so
 * the one for `namespace` is preferred when the caller knows the namespace.
 */
export function findConnector(kernel: Kernel, connectorId: string, namespace?: ChainNamespace): Connector | undefined {
  const { connectors } = kernel.store('connectors').getState()
  const sameId = connectors.filter((connector) => connector.id === connectorId)
  return sameId.find((connector) => connector.chain === namespace) ?? sameId[0]
}
