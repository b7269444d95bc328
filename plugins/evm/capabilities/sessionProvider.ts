import { findConnector } from '../../../core/connection/findConnector.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { Connector } from '../../../core/types/connector.js'
import type { Eip1193Connector } from '../connector/createEip1193Connector.js'
import { isEip1193Provider, type Eip1193Provider } from '../provider/Eip1193Provider.js'
import type { EvmRuntime } from './EvmRuntime.js'

/**
 * The wallet of the eip155 session: the provider one of this plugin's connectors connected, or that
 * of another plugin's eip155 connector offering `getProvider()` (a pairing protocol's, say).
 */
export function sessionProvider(runtime: Pick<EvmRuntime, 'kernel' | 'sessions'>): Eip1193Provider {
  const chain = runtime.kernel.store('chains').getState().byNamespace.eip155
  const connectorId = chain?.connectorId
  if (!chain || !connectorId || chain.account.status !== 'connected') {
    throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: '"eip155" is not connected' })
  }
  const provider = runtime.sessions.providerOf(connectorId) ?? providerOf(findConnector(runtime.kernel, connectorId, 'eip155'))
  if (!provider) {
    throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: `connector "${connectorId}" offers no EIP-1193 provider` })
  }
  return provider
}

function providerOf(connector: Connector | undefined): Eip1193Provider | undefined {
  const getProvider = (connector as Partial<Eip1193Connector> | undefined)?.getProvider
  const provider: unknown = typeof getProvider === 'function' ? getProvider() : undefined
  return isEip1193Provider(provider) ? provider : undefined
}
