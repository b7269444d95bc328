import { ConnectionError, findConnector, type Kernel } from 'portico/core'
import { isSolanaProvider, type SolanaProvider } from '../provider/SolanaProvider.js'

/**
 * The connected solana account's provider, through the chain provider handshake of whichever
 * connector holds the session (this plugin's Wallet Standard one, or another plugin's, a pairing
 * protocol's), checked to be a SolanaProvider.
 */
export function sessionProvider(kernel: Kernel): SolanaProvider {
  const chain = kernel.store('chains').getState().byNamespace.solana
  const connectorId = chain?.connectorId
  if (!chain || !connectorId || chain.account.status !== 'connected') {
    throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: '"solana" is not connected' })
  }
  const provider = findConnector(kernel, connectorId, 'solana')?.getProvider?.()
  if (!isSolanaProvider(provider)) {
    throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: `connector "${connectorId}" offers no Solana provider` })
  }
  return provider
}
