import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connect } from '../core/index.js'
import { KernelProvider } from '../react/index.js'
import { App } from './App.js'
import { createDemoKernel } from './createDemoKernel.js'
import { readPageConfig } from './pageGlobals.js'
import { readInitialTheme } from './theme.js'
import { installDemoWallet } from './wallet/installDemoWallet.js'
import './styles.css'

const config = readPageConfig()
const theme = readInitialTheme()

// The wallet goes in first, as an extension's content script would: it announces itself at once,
// and again when Portico asks for providers on start.
const wallet = installDemoWallet(window, {
  networks: config.networks,
  keys: config.walletKeys,
  addresses: config.walletAddresses,
  tokens: [config.token],
  ...(config.solana
    ? { solana: { accounts: config.solana.accounts, networkName: config.solana.network.name, tokens: [config.solana.token] } }
    : {}),
})
wallet.setTheme(theme)

const mode = new URLSearchParams(location.search).get('plugins') === 'walletconnect' ? 'walletConnectOnly' : 'full'
const kernel = createDemoKernel(config, theme, mode)
window.__porticoDemo = { kernel, wallet, config, connect: (parameters) => connect(kernel, parameters) }
kernel.events.on('kernel:started', () => {
  document.documentElement.dataset.ready = 'true'
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KernelProvider kernel={kernel}>
      <App config={config} kernel={kernel} wallet={wallet} initialTheme={theme} />
    </KernelProvider>
  </StrictMode>,
)
