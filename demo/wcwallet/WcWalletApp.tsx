import { useState } from 'react'
import { ThemeToggle } from '../components/ThemeToggle.js'
import type { ThemeMode } from '../theme.js'
import type { WalletChain } from '../wallet/WalletChain.js'
import type { WcWallet } from './createWcWallet.js'
import { PairCard } from './PairCard.js'
import { ProposalCard } from './ProposalCard.js'
import { RequestCard } from './RequestCard.js'
import { SCREEN_TEXT, screenOf, type WcWalletScreen } from './screenOf.js'
import { SessionsCard } from './SessionsCard.js'
import { useWalletState } from './useWalletState.js'

/** The status line's dot: green when connected, amber while something is under way or waits for the visitor. */
const STATUS_DOT: Partial<Record<WcWalletScreen, 'connected' | 'connecting'>> = {
  connected: 'connected',
  starting: 'connecting',
  pairing: 'connecting',
  proposal: 'connecting',
  request: 'connecting',
}

export interface WcWalletAppProps {
  wallet: WcWallet
  chains: readonly WalletChain[]
  addresses: readonly string[]
  relayUrl: string
  initialTheme: ThemeMode
}

/** The test wallet's one page: what needs an answer on top, then pairing, then the sessions. */
export function WcWalletApp({ wallet, chains, addresses, relayUrl, initialTheme }: WcWalletAppProps) {
  const state = useWalletState(wallet)
  const [theme, setTheme] = useState(initialTheme)
  const screen = screenOf(state)
  const proposal = state.proposals[0]
  const request = proposal ? undefined : state.requests[0]
  const changeTheme = (mode: ThemeMode) => {
    setTheme(mode)
    // This page only: the demo's own choice (applyTheme) also themes the dApp's kernel and wallet.
    document.documentElement.dataset.theme = mode
  }

  return (
    <div className="page wc-page">
      <header className="topbar">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Portico</span>
          <span className="brand-tag">test wallet</span>
        </a>
        <nav className="topbar-actions" aria-label="Page">
          <ThemeToggle mode={theme} onChange={changeTheme} />
        </nav>
      </header>
      <main className="content wc-content" data-testid="wc-wallet" data-state={screen}>
        <div className="intro">
          <h1>Test wallet</h1>
          <p>A stand-in for a phone wallet: it pairs over WalletConnect through the local relay and signs with the devnet keys.</p>
        </div>
        <p className="wc-status" role="status" data-testid="wc-status">
          <span className="status-dot" data-status={STATUS_DOT[screen]} aria-hidden="true" />
          {SCREEN_TEXT[screen]}
        </p>
        <div className="wc-stack">
          {proposal ? (
            <ProposalCard proposal={proposal} address={addresses[0] ?? ''} toyAddress={wallet.toyAccount()?.address} onApprove={() => void wallet.approveProposal(proposal.id)} onReject={() => void wallet.rejectProposal(proposal.id)} />
          ) : null}
          {request ? (
            <RequestCard request={request} waiting={state.requests.length - 1} onApprove={() => wallet.approveRequest(request.id)} onReject={() => wallet.rejectRequest(request.id)} />
          ) : null}
          <PairCard
            busy={state.pairing}
            disabled={state.phase !== 'ready'}
            error={state.error}
            onPair={(uri) => void wallet.pair(uri)}
            onDismissError={wallet.dismissError}
          />
          <SessionsCard
            sessions={state.sessions}
            chains={chains}
            addresses={addresses}
            onDisconnect={(topic) => void wallet.disconnect(topic)}
            onAccountsChanged={(topic, address) => void wallet.emitAccountsChanged(topic, address)}
            onChainChanged={(topic, chainId) => void wallet.emitChainChanged(topic, chainId)}
          />
        </div>
        <p className="hint wc-notice" aria-live="polite" data-testid="wc-notice">{state.notice ?? ''}</p>
        <p className="hint wc-footer">
          Relay <span className="mono">{relayUrl || 'none'}</span> · chains {chains.map((chain) => chain.chainId).join(', ')}
        </p>
      </main>
    </div>
  )
}
