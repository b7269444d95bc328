import type { Network } from '../types/network.js'

/**
 * A chain plugin's fixed networks with the site's networks of its namespace laid over them: a
 * site's network replaces the fixed one of the same id (its own RPC URLs, name, icon), and one the
 * list lacks is added at the end.
 */
export function mergeNetworks(fixed: readonly Network[], site: readonly Network[]): Network[] {
  // The first of two site networks with one id wins, as it does where the kernel reads them.
  const siteById = new Map<string, Network>()
  for (const network of site) if (!siteById.has(network.caipNetworkId)) siteById.set(network.caipNetworkId, network)
  const merged = fixed.map((network) => siteById.get(network.caipNetworkId) ?? network)
  const fixedIds = new Set(fixed.map((network) => network.caipNetworkId))
  const added = [...siteById.values()].filter((network) => !fixedIds.has(network.caipNetworkId))
  return [...merged, ...added]
}
