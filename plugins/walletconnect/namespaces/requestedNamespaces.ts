import { type ChainNamespace, rpcUrlFor, type Kernel, type Network } from 'portico/core'
import type { NamespaceRequest } from '../options.js'
import type { ProposalNamespace } from '../sdk/UniversalProviderLike.js'
import { sessionNamespaces } from './sessionNamespaces.js'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * The session proposal's namespaces: every registered chain plugin's namespace (with none, every
 * namespace of the site's networks: sessionNamespaces), with the site's networks of it as chains,
 * the methods and events its plugin asks a remote wallet for (`remote`; the site's `namespaces`
 * option replaces them), and an `rpcMap` of the site's own RPC URLs, so that nothing the SDK reads
 * goes to a host the site did not name. A namespace no plugin speaks for asks for its chains only:
 * its accounts are shown, and nothing is sent to the wallet for it. All of it is optional:
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
    const request = overrides[namespace] ?? kernel.namespaces.get(namespace)?.remote ?? { methods: [], events: [] }
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

/** The site's networks of the namespace that a proposal can name. */
function proposable(kernel: Kernel, namespace: ChainNamespace): Network[] {
  const networks = kernel.store('chains').getState().byNamespace[namespace]?.network.requestedCaipNetworks ?? kernel.namespaces.get(namespace)?.networks ?? []
  return networks.filter((network) => CAIP2.test(network.caipNetworkId) && network.chainNamespace === namespace)
}

/**
 * The site's RPC URL for the network, else the public endpoint of the `rpcUrl` the site set (SPEC
 * section 7). With neither the chain has no entry: no host is made up here (the SDK would pick
 * WalletConnect's RPC, rpc.walletconnect.org, for it, but every request goes to the wallet).
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
