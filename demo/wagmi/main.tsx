import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { KernelProvider } from '../../react/index.js'
import { createDemoKernel } from '../createDemoKernel.js'
import { readPageConfig } from '../pageGlobals.js'
import { readInitialTheme } from '../theme.js'
import { installDemoWallet } from '../wallet/installDemoWallet.js'
import { WagmiApp } from './WagmiApp.js'
import { createWagmiConfig } from './wagmiConfig.js'
import '../styles.css'

// The demo's own wallet, kernel and page config; wagmi and React Query are what this page adds.
const config = readPageConfig()
const theme = readInitialTheme()
const wallet = installDemoWallet(window, {
  networks: config.networks,
  keys: config.walletKeys,
  addresses: config.walletAddresses,
  tokens: [config.token],
})
wallet.setTheme(theme)
const kernel = createDemoKernel(config, theme)
const wagmiConfig = createWagmiConfig(kernel, config.networks)
const queryClient = new QueryClient()
window.__porticoDemo = { kernel, wallet, config }
kernel.events.on('kernel:started', () => {
  document.documentElement.dataset.ready = 'true'
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <KernelProvider kernel={kernel}>
          <WagmiApp config={config} />
        </KernelProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
