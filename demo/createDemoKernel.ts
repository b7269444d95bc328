import { createKernel, type CaipNetworkId, type Kernel } from '../core/index.js'
import { evm } from '../plugins/evm/index.js'
import { extension } from '../plugins/extension/index.js'
import { walletConnect } from '../plugins/walletconnect/index.js'
import type { DemoConfig } from './DemoConfig.js'
import type { ThemeMode } from './theme.js'

/**
 * The kernel as a site would write it, pointed at the local services: the local provider API
 * for config, wallet listings and analytics, the devnet networks, the devnet token on each, and
 * the local WalletConnect relay (without the SDK's hosted verification, which is not local).
 */
export function createDemoKernel(config: DemoConfig, themeMode: ThemeMode): Kernel {
  const tokens = Object.fromEntries(config.networks.map((network) => [network.caipNetworkId, [config.token]])) as Record<CaipNetworkId, DemoConfig['token'][]>
  const base = createKernel({
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
  const kernel = base.use(evm({ tokens })).use(extension())
  return config.relayUrl ? kernel.use(walletConnect({ relayUrl: config.relayUrl, verify: false })) : kernel
}
