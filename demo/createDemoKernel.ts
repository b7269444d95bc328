import { createKernel, type CaipNetworkId, type Kernel } from '../core/index.js'
import { email } from '../plugins/email/index.js'
import { embeddedWallet } from '../plugins/embeddedwallet/index.js'
import { evm } from '../plugins/evm/index.js'
import { extension } from '../plugins/extension/index.js'
import { farcaster } from '../plugins/farcaster/index.js'
import { receive } from '../plugins/receive/index.js'
import { send } from '../plugins/send/index.js'
import { social } from '../plugins/social/index.js'
import { solana } from '../plugins/solana/index.js'
import { nfts } from '../plugins/nfts/index.js'
import { tokens as tokensTab } from '../plugins/tokens/index.js'
import { activity } from '../plugins/activity/index.js'
import { names } from '../plugins/names/index.js'
import { walletConnect } from '../plugins/walletconnect/index.js'
import type { DemoConfig } from './DemoConfig.js'
import type { ThemeMode } from './theme.js'

/**
 * 'full': the chain plugins, the browser wallets and WalletConnect; 'walletConnectOnly': the site
 * of SPEC section 2 that registers no chain plugin (the demo's `?plugins=walletconnect`).
 */
export type DemoKernelMode = 'full' | 'walletConnectOnly'

/**
 * The kernel as a site would write it, pointed at the local services: the local provider API
 * for config, wallet listings and analytics, the devnet networks, the devnet token on each, and
 * the local WalletConnect relay (without the SDK's hosted verification, which is not local); with
 * the local Solana, the solana plugin on it and its SPL token too; with the local frame, the
 * embedded wallet with email, social login and farcaster on the devnet chains (the stack's local
 * OpenID provider stands in for every social provider, its relay stand-in for Farcaster's).
 */
export function createDemoKernel(config: DemoConfig, themeMode: ThemeMode, mode: DemoKernelMode = 'full'): Kernel {
  const tokens = Object.fromEntries(config.networks.map((network) => [network.caipNetworkId, [config.token]])) as Record<CaipNetworkId, DemoConfig['token'][]>
  const base = createKernel({
    projectId: config.projectId,
    apiUrl: config.apiUrl,
    networks: config.solana ? [...config.networks, config.solana.network] : config.networks,
    themeMode,
    metadata: {
      name: 'Portico demo',
      description: 'Connect, switch network, sign and send on a local devnet.',
      url: location.origin,
      icons: [],
    },
  })
  // SPEC section 2's no-adapter site: WalletConnect is its only way in, on every namespace it lists.
  if (mode === 'walletConnectOnly') return config.relayUrl ? base.use(walletConnect({ relayUrl: config.relayUrl, verify: false })) : base
  const withEvm = base.use(evm({ tokens })).use(send())
  const { solana: local } = config
  const kernel = (local
    ? withEvm.use(solana({ tokens: { [local.network.caipNetworkId]: [{ mint: local.token.address, name: local.token.name, symbol: local.token.symbol, decimals: local.token.decimals }] } }))
    : withEvm).use(extension()).use(receive()).use(tokensTab()).use(nfts()).use(activity()).use(names())
  const withWalletConnect = config.relayUrl ? kernel.use(walletConnect({ relayUrl: config.relayUrl, verify: false })) : kernel
  if (!config.frameUrl) return withWalletConnect
  // The local chains are not among the embedded wallet's own (SPEC section 9): the site adds them.
  const chains = [...config.networks, ...(local ? [local.network] : [])].map((network) => network.caipNetworkId)
  return withWalletConnect.use(embeddedWallet({ frameUrl: `${config.frameUrl}/frame/`, chains })).use(email()).use(social()).use(farcaster())
}
