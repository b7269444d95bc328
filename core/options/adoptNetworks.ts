import type { ChainNamespace } from '../constants/namespaces.js'
import type { ChainDefinition, Network } from '../types/network.js'
import type { KernelOptions, ResolvedOptions } from './types.js'

/** A chain plugin's `adoptNetwork`: the Network a chain definition is in its namespace, if it takes it. */
export type AdoptNetwork = (chain: ChainDefinition) => Network | undefined

export interface AdoptedNetworks extends Pick<ResolvedOptions, 'networks' | 'networksByNamespace' | 'defaultNetwork'> {
  /** The chain definitions no adopter took, in the site's order. */
  unclaimed: readonly ChainDefinition[]
}

/**
 * The site's `networks` and `defaultNetwork` as Networks, in the site's order: a chain definition
 * becomes the Network of the first adopter that takes it, and one none takes is held back in
 * `unclaimed` rather than guessed into a namespace.
 */
export function adoptNetworks(options: Pick<KernelOptions, 'networks' | 'defaultNetwork'>, adopters: readonly AdoptNetwork[]): AdoptedNetworks {
  const unclaimed: ChainDefinition[] = []
  // One Network per chain object, so a default network that is also listed is that same Network.
  const adopted = new Map<ChainDefinition, Network | undefined>()
  const networkOf = (entry: Network | ChainDefinition): Network | undefined => {
    if (!isChainDefinition(entry)) return entry
    if (!adopted.has(entry)) {
      const network = adopters.reduce<Network | undefined>((found, adopt) => found ?? adopt(entry), undefined)
      adopted.set(entry, network)
      if (!network) unclaimed.push(entry)
    }
    return adopted.get(entry)
  }

  const networks = (options.networks ?? []).flatMap((entry) => networkOf(entry) ?? [])
  const defaultNetwork = options.defaultNetwork && networkOf(options.defaultNetwork)
  const networksByNamespace: Partial<Record<ChainNamespace, Network[]>> = {}
  for (const network of networks) (networksByNamespace[network.chainNamespace] ??= []).push(network)
  return { networks, networksByNamespace, defaultNetwork, unclaimed }
}

const isChainDefinition = (entry: Network | ChainDefinition): entry is ChainDefinition => entry.caipNetworkId === undefined
