import { ConnectionError, findConnector, type Connector } from 'portico/core'
import { isEip1193Provider, type Eip1193Provider } from '../provider/Eip1193Provider.js'
import type { EvmRuntime } from './createCapabilities.js'

/**
 * The wallet of the eip155 session: the provider one of this plugin's connectors connected, or the
 * one another plugin's eip155 connector hands over through the contract's chain provider handshake,
 * `Connector.getProvider()` (a pairing protocol's, say), checked to be an EIP-1193 provider.
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
  const provider = connector?.getProvider?.()
  return isEip1193Provider(provider) ? provider : undefined
}
