import { createRemoteProviders, walletNetworkChanged, type ChainNamespace, type Kernel, type RemoteProviders } from 'portico/core'
import type { UniversalProviderLike } from '../sdk/UniversalProviderLike.js'
import type { WalletSession } from '../session/parseSession.js'
import { WalletConnectError } from '../WalletConnectError.js'

export interface RemoteSessionsParameters {
  kernel: Kernel
  connectorId: string
  provider(): UniversalProviderLike | undefined
  session(): WalletSession | undefined
}

/** The namespaces' remote sessions and providers over the WalletConnect session (portico/core's RemoteProviders). */
export type RemoteSessions = RemoteProviders

/**
 * The WalletConnect session as each namespace sees it (portico/core's RemoteSession): requests go
 * to the wallet over the relay for one chain, only for a method the wallet approved on it, past
 * the universal provider's own handling (which answers some methods from hosts of its choosing).
 * This plugin names no namespace: what a namespace asks and how it speaks are its plugin's, and
 * making their providers is portico/core's createRemoteProviders.
 */
export function createRemoteSessions({ kernel, connectorId, provider, session }: RemoteSessionsParameters): RemoteSessions {
  return createRemoteProviders({
    kernel,
    holds: (namespace: ChainNamespace) => (session()?.namespaces[namespace]?.accounts.length ?? 0) > 0,
    carrier: (namespace) => ({
      namespace,
      state: () => session()?.namespaces[namespace],
      async send(method, params, caipNetworkId) {
        const sdk = provider()
        const held = session()?.namespaces[namespace]
        if (!sdk?.session || !held) throw new WalletConnectError('INVALID_SESSION', { details: `no WalletConnect session holds a ${namespace} account` })
        if (!held.methods.includes(method)) throw new WalletConnectError('INVALID_SESSION', { details: `the wallet did not approve ${method} in this session` })
        return sdk.client.request({ topic: sdk.session.topic, chainId: caipNetworkId, request: { method, params: params ?? [] } })
      },
      onUseChain(caipNetworkId) {
        // The SDK keeps the chain for its own restore; the kernel shows it.
        provider()?.setDefaultChain(caipNetworkId)
        walletNetworkChanged(kernel, { namespace, connectorId, caipNetworkId })
      },
    }),
  })
}
