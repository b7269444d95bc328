import { createKernel, type CaipNetworkId, type Kernel } from '../core/index.js'
import { evm } from '../plugins/evm/index.js'
import { extension } from '../plugins/extension/index.js'
import type { DemoConfig } from './DemoConfig.js'
import type { ThemeMode } from './theme.js'

/**
 * The kernel as a site would write it, pointed at the local services: the local provider API
 * for config, wallet listings and analytics, the devnet networks, and the devnet token on each.
 */
export function createDemoKernel(config: DemoConfig, themeMode: ThemeMode): Kernel {
  const tokens = Object.fromEntries(config.networks.map((network) => [network.caipNetworkId, [config.token]])) as Record<CaipNetworkId, DemoConfig['token'][]>
  return createKernel({
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    networks: config.networks,
    themeMode,
    metadata: {
      name: 'Portico demo',
      description: 'Connect, switch network, sign and send on a local devnet.',
      url: location.origin,
      icons: [],
    },
  })
    .use(evm({ tokens }))
    .use(extension())
}
