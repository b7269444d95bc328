import type { Kernel, RemoteNamespace, TransportCache } from 'portico/core'
import { toCaipChainId } from '../encoding.js'

/**
 * What the eip155 namespace asks a remote wallet for (a WalletConnect proposal, the embedded
 * wallet): the wallet methods the plugin and its capabilities call (SPEC section 7), the common
 * ones a site calls through the provider, and the events that report account and chain changes.
 */
export const EIP155_REMOTE = {
  methods: [
    'personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_signTransaction', 'eth_sendRawTransaction',
    'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_sendCalls',
    'wallet_getCallsStatus', 'wallet_watchAsset',
  ],
  events: ['chainChanged', 'accountsChanged'],
} as const

/**
 * The eip155 namespace's `remote`: what it asks for, how it reads a wallet's chainChanged (a hex
 * QUANTITY, a decimal, or the CAIP-2 id itself), and its EIP-1193 provider over the session, whose
 * code loads with the first remote session.
 */
export function eip155Remote({ kernel, transports }: { kernel: Kernel; transports: TransportCache }): RemoteNamespace {
  return {
    ...EIP155_REMOTE,
    embedded: async () => (await import('./eip155Embedded.js')).EIP155_EMBEDDED,
    chainOfEvent: (data) => toCaipChainId(typeof data === 'string' && data.startsWith('eip155:') ? data.slice('eip155:'.length) : data),
    provider: async (session) => (await import('./createRemoteEip1193Provider.js')).createRemoteEip1193Provider({
      session,
      // The site's networks only: a chain the wallet moved to that the site never named has no node of the site's.
      networkOf: (caipNetworkId) => kernel.store('chains').getState().byNamespace.eip155?.network.requestedCaipNetworks
        .find((network) => network.caipNetworkId === caipNetworkId),
      siteTransport: (network) => (transports.urlsOf(network).length > 0 ? transports.of(network) : undefined),
    }),
  }
}
