import type { Network } from '../../../core/types/network.js'
import type { PageModule } from './startSnippetApp.js'

/** What the page names: its networks (each with its own RPC URL) and its WalletConnect relay. */
export interface EveryPluginSetup {
  networks: readonly Network[]
  relayUrl: string
}

/**
 * A site with every built-in plugin at its defaults (evm, solana, extension, walletConnect on the
 * site's own relay) and `networks` set, beside a wagmi config whose connector is Portico and whose
 * transports read each chain's own RPC URL: the page's module, as a site would write it. The kernel
 * is `window.__portico`; `window.__porticoWagmi` reads through wagmi, so a test can make it ask.
 */
export function everyPluginPage(setup: EveryPluginSetup): PageModule {
  return {
    name: 'every-plugin',
    dependencies: ['@wagmi/core', 'viem', '@wallet-standard/app'],
    source: () => `import { createKernel } from 'portico/core'
import { evm } from 'portico/plugins/evm'
import { solana } from 'portico/plugins/solana'
import { extension } from 'portico/plugins/extension'
import { walletConnect } from 'portico/plugins/walletconnect'
import { portico } from 'portico/wagmi'
import { ConnectButton, KernelProvider, NetworkButton } from 'portico/react'
import { createConfig, getAccount, getBlockNumber, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { createRoot } from 'react-dom/client'

const networks = ${JSON.stringify(setup.networks)}

const kernel = createKernel({
  projectId: 'your-project-id',
  metadata: { name: 'My dApp', description: 'Trade things', url: 'https://example.com', icons: [] },
  networks,
})
  .use(evm())
  .use(solana())
  .use(extension())
  .use(walletConnect({ relayUrl: ${JSON.stringify(setup.relayUrl)} }))

const chains = networks
  .filter((network) => network.chainNamespace === 'eip155')
  .map((network) => defineChain({ id: Number(network.id), name: network.name, nativeCurrency: network.nativeCurrency, rpcUrls: network.rpcUrls }))
const wagmiConfig = createConfig({
  chains,
  connectors: [portico({ kernel })],
  // http() with no URL reads the chain's own RPC URL, the one the site named.
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  multiInjectedProviderDiscovery: false,
})

window.__portico = kernel
window.__porticoWagmi = {
  status: () => getAccount(wagmiConfig).status,
  blockNumber: async () => String(await getBlockNumber(wagmiConfig)),
}
createRoot(document.getElementById('root')).render(<KernelProvider kernel={kernel}><NetworkButton /><ConnectButton /></KernelProvider>)
`,
  }
}
