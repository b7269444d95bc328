import type { ChainNamespace } from '../constants/namespaces.js'
import { findConnector } from '../connection/chainState.js'
import type { Kernel } from '../kernel/types.js'
import type { ProviderOf } from '../types/connector.js'

/**
 * The chain provider of the wallet holding `namespace`'s session, for a site that talks to the
 * wallet with its own library (a viem `custom()` transport, an ethers `BrowserProvider` over an
 * eip155 provider), or undefined while the namespace is not connected.
 *
 * It is what the connector hands over through the chain provider handshake, `getProvider()`, the
 * same object the namespace's plugin sends its requests through, so the site's library and the modal
 * speak to one wallet session. Its type is the one the namespace's plugin declares in
 * `ProviderRegistry`; core checks nothing of its shape, as it knows no namespace.
 */
export function getProvider<N extends ChainNamespace>(kernel: Kernel, namespace: N): ProviderOf<N> | undefined {
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  // Only a connected chain: while connecting or after a disconnect the connector may still hold a
  // provider, but no account of it is the site's to use.
  if (!chain?.connectorId || chain.account.status !== 'connected') return undefined
  const provider = findConnector(kernel, chain.connectorId, namespace)?.getProvider?.()
  return (provider ?? undefined) as ProviderOf<N> | undefined
}
