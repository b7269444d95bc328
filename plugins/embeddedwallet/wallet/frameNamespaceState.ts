import { isCaipNetworkId, type CaipNetworkId, type ChainNamespace, type Kernel, type RemoteEmbedded, type RemoteNamespaceState } from 'portico/core'
import type { FrameSuccessPayload } from '../protocol/frameProtocol.js'

export type FrameUser = FrameSuccessPayload<'GetUser'>

/**
 * The chains the embedded wallet serves on `namespace` for this site: the site's networks of the
 * namespace that its chain plugin declared the frame serves (`remote.embedded`) or the site's own
 * `chains` (a local devnet).
 */
export function servedChains(kernel: Kernel, namespace: ChainNamespace, served: RemoteEmbedded, extraChains: readonly CaipNetworkId[]): CaipNetworkId[] {
  const supported = new Set<string>([...served.chains, ...extraChains])
  const requested = kernel.store('chains').getState().byNamespace[namespace]?.network.requestedCaipNetworks ?? []
  return requested.map((network) => network.caipNetworkId).filter((id) => supported.has(id))
}

/**
 * What the frame's user holds on one namespace, as a RemoteSession reads it: its accounts (those
 * GetUser named on a chain of the namespace, on every served chain, since the wallet's key is the
 * same on each), the served chains, and the wallet methods the frame answers. Undefined when the
 * frame does not serve the namespace, the site serves none of its chains, or the user has no account there.
 */
export function frameNamespaceState(
  kernel: Kernel,
  user: FrameUser | undefined,
  namespace: ChainNamespace,
  served: RemoteEmbedded | undefined,
  extraChains: readonly CaipNetworkId[],
): RemoteNamespaceState | undefined {
  if (!user || !served) return undefined
  const chains = servedChains(kernel, namespace, served, extraChains)
  const isAddress = kernel.namespaces.get(namespace)!.isAddress
  const addresses = [...new Set(user.accounts
    .filter((account) => isCaipNetworkId(account.caipNetworkId) && account.caipNetworkId.startsWith(`${namespace}:`) && isAddress(account.address))
    .map((account) => account.address))]
  if (chains.length === 0 || addresses.length === 0) return undefined
  return {
    accounts: chains.flatMap((caipNetworkId) => addresses.map((address) => ({ address, caipNetworkId }))),
    chains,
    methods: served.methods,
  }
}

/** The account type GetUser gave the address on the namespace ('eoa' when it named none). */
export function accountTypeOf(user: FrameUser, address: string): 'eoa' | 'smartAccount' {
  return user.accounts.find((account) => account.address === address)?.type ?? 'eoa'
}
