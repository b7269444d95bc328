import { useState } from 'react'
import type { Kernel } from '../core/index.js'
import { ConnectButton, NetworkButton, useKernelState } from '../react/index.js'
import { AccountCard } from './components/AccountCard.js'
import { HowItWorks } from './components/HowItWorks.js'
import { SendCard } from './components/SendCard.js'
import { SignCard } from './components/SignCard.js'
import { ThemeToggle } from './components/ThemeToggle.js'
import type { DemoPageConfig } from './DemoConfig.js'
import { applyTheme, type ThemeMode } from './theme.js'
import type { DemoWallet } from './wallet/installDemoWallet.js'

export interface AppProps {
  config: DemoPageConfig
  kernel: Kernel
  wallet: DemoWallet
  initialTheme: ThemeMode
}

export function App({ config, kernel, wallet, initialTheme }: AppProps) {
  const [theme, setTheme] = useState(initialTheme)
  // The cards follow the active namespace: its token, and a second account of its own to send to.
  const namespace = useKernelState('chains', (state) => state.activeNamespace)
  const local = namespace === 'solana' ? config.solana : undefined
  const token = local?.token ?? config.token
  const receiver = (local ? local.accounts[1]?.address : config.walletAddresses[1]) ?? ''
  const changeTheme = (mode: ThemeMode) => {
    setTheme(mode)
    applyTheme(mode, kernel, wallet)
  }

  return (
    <div className="page">
      <header className="topbar">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Portico</span>
          <span className="brand-tag">demo</span>
        </a>
        <nav className="topbar-actions" aria-label="Wallet">
          <ThemeToggle mode={theme} onChange={changeTheme} />
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="content">
        <div className="intro">
          <h1>Connect, switch, sign and send.</h1>
          <p>
            Everything on this page runs on your machine: a local chain, a local API and a demo wallet. Connect
            with the button above, then try each card.
          </p>
        </div>
        <div className="grid">
          <AccountCard token={token} readsBalances={kernel.namespaces.size > 0} />
          <SignCard />
          <SendCard receiver={receiver} />
          <HowItWorks withTestWallet={config.relayUrl !== undefined} withSolana={config.solana !== undefined} mailboxUrl={config.mailboxUrl} />
        </div>
      </main>
    </div>
  )
}
