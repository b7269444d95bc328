import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { Network } from '../types/network.js'

/**
 * A namespace's default network: the site's defaultNetwork when it belongs to this namespace,
 * else `fallback` when it is one of the requested networks, else the first requested one.
 */
export function defaultNetworkOf(
  kernel: Kernel,
  namespace: ChainNamespace,
  requested: readonly Network[],
  fallbackId?: string,
): Network | undefined {
  const configured = kernel.options.defaultNetwork
  if (configured?.chainNamespace === namespace) {
    return requested.find((network) => network.caipNetworkId === configured.caipNetworkId) ?? configured
  }
  return requested.find((network) => network.caipNetworkId === fallbackId) ?? requested[0]
}
