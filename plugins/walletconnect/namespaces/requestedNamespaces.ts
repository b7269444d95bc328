import { type ChainNamespace, rpcUrlFor, type Kernel, type Network } from 'portico/core'
import type { NamespaceRequest } from '../options.js'
import type { ProposalNamespace } from '../sdk/UniversalProviderLike.js'
import { sessionNamespaces } from './sessionNamespaces.js'

/**
 * What a session asks for on each namespace by default: the wallet methods Portico and its chain
 * plugins call (SPEC section 7), the common ones a site calls through the provider, and the events
 * that report account and chain changes. A site replaces a namespace's entry with the plugin's
 * `namespaces` option.
 */
export const NAMESPACE_DEFAULTS: Readonly<Partial<Record<ChainNamespace, NamespaceRequest>>> = {
  eip155: {
    methods: [
      'personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'eth_signTransaction', 'eth_sendRawTransaction',
      'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_getCapabilities', 'wallet_sendCalls',
      'wallet_getCallsStatus', 'wallet_watchAsset',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
    events: [],
  },
  polkadot: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] },
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] },
  cosmos: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: [] },
}

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * The session proposal's namespaces: every registered chain plugin's namespace (with none, every
 * namespace of the site's networks: sessionNamespaces), with the site's
 * networks of it as chains, its methods and events, and an `rpcMap` of the site's own RPC URLs so
 * that reads through the provider go where the site said. All of it is optional:
 * universal-provider 2.x turns required namespaces into optional ones anyway, and a wallet refuses
 * a whole session when it cannot serve a required one; connect() copes with a session that lacks
 * the namespace the visitor picked. The active namespace comes first, so the SDK defaults to it.
 */
export function requestedNamespaces(kernel: Kernel, overrides: Partial<Record<ChainNamespace, NamespaceRequest>>): Record<string, ProposalNamespace> {
  const { activeNamespace } = kernel.store('chains').getState()
  const order = sessionNamespaces(kernel).sort((a, b) => Number(b === activeNamespace) - Number(a === activeNamespace))
  const proposal: Record<string, ProposalNamespace> = {}
  for (const namespace of order) {
    const usable = proposable(kernel, namespace)
    if (usable.length === 0) continue
    // A namespace this plugin has no defaults for (a third party's) asks for its chains only, unless the site says more.
    const request = overrides[namespace] ?? NAMESPACE_DEFAULTS[namespace] ?? { methods: [], events: [] }
    const rpcMap: Record<string, string> = {}
    for (const network of usable) {
      const url = rpcUrlOf(kernel, network)
      if (url) rpcMap[network.caipNetworkId.slice(namespace.length + 1)] = url
    }
    proposal[namespace] = {
      chains: usable.map((network) => network.caipNetworkId),
      methods: [...request.methods],
      events: [...request.events],
      rpcMap,
    }
  }
  return proposal
}

/**
 * The RPC URL the site named for an eip155 chain, as the proposal's rpcMap holds it: undefined for
 * a chain that is not one of the site's networks, or that has no URL. The eip155 provider sends a
 * read only where there is one, so the SDK never picks WalletConnect's RPC for it.
 */
export function siteRpcUrl(kernel: Kernel, caipNetworkId: string): string | undefined {
  const network = proposable(kernel, 'eip155').find((candidate) => candidate.caipNetworkId === caipNetworkId)
  return network ? rpcUrlOf(kernel, network) : undefined
}

/** The site's networks of the namespace that a proposal can name. */
function proposable(kernel: Kernel, namespace: ChainNamespace): Network[] {
  const networks = kernel.store('chains').getState().byNamespace[namespace]?.network.requestedCaipNetworks ?? kernel.namespaces.get(namespace)?.networks ?? []
  return networks.filter((network) => CAIP2.test(network.caipNetworkId) && network.chainNamespace === namespace)
}

/**
 * The site's RPC URL for the network, else the public endpoint of the `rpcUrl` the site set (SPEC
 * section 7). With neither the chain has no entry: no host is made up here. The SDK would send
 * reads of such a chain to WalletConnect's RPC (rpc.walletconnect.org), a host the site did not
 * name, so the eip155 provider refuses them instead (siteRpcUrl).
 */
function rpcUrlOf(kernel: Kernel, network: Network): string | undefined {
  const own = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])].find(isHttpUrl)
  if (own) return own
  const { rpcUrl, projectId } = kernel.options
  return rpcUrl ? rpcUrlFor({ rpcUrl, chainId: network.caipNetworkId, projectId }) : undefined
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
