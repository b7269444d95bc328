import { useId, useState } from 'react'
import { Card } from '../components/Card.js'
import type { SessionSummary } from './createWcWallet.js'
import { DappHeader } from './DappHeader.js'
import type { WalletChain } from '../wallet/WalletChain.js'

export interface SessionsCardProps {
  sessions: readonly SessionSummary[]
  chains: readonly WalletChain[]
  addresses: readonly string[]
  onDisconnect(topic: string): void
  onAccountsChanged(topic: string, address: string): void
  onChainChanged(topic: string, chainId: number): void
}

/** The wallet's sessions, each with Disconnect and the session events a site's tests need. */
export function SessionsCard({ sessions, ...actions }: SessionsCardProps) {
  return (
    <Card title="Sessions" subtitle="Sites this wallet is connected to.">
      {sessions.length === 0 ? (
        <p className="hint wc-flush" data-testid="wc-no-sessions">No sessions yet. Pair with a site to start one.</p>
      ) : (
        <ul className="wc-sessions">
          {sessions.map((session) => <SessionItem key={session.topic} session={session} {...actions} />)}
        </ul>
      )}
    </Card>
  )
}

function SessionItem({ session, chains, addresses, onDisconnect, onAccountsChanged, onChainChanged }: Omit<SessionsCardProps, 'sessions'> & { session: SessionSummary }) {
  const ids = { chain: useId(), account: useId() }
  const [chainId, setChainId] = useState(session.activeChainId)
  const [address, setAddress] = useState(session.addresses[0] ?? addresses[0] ?? '')
  const chainName = (id: number) => chains.find((chain) => chain.chainId === id)?.name ?? `Chain ${id}`
  return (
    <li className="wc-session" data-testid="wc-session" data-topic={session.topic} aria-label={`Session with ${session.dapp.name}`}>
      <DappHeader dapp={session.dapp} />
      <dl className="facts">
        <dt>Account</dt>
        <dd className="mono address" data-testid="wc-session-account">{session.addresses[0] ?? '—'}</dd>
        <dt>Network</dt>
        <dd data-testid="wc-session-chain" data-chain-id={session.activeChainId}>{chainName(session.activeChainId)} · eip155:{session.activeChainId}</dd>
        {session.solanaAddress ? (
          <>
            <dt>Solana</dt>
            <dd className="mono address" data-testid="wc-session-solana-account">{session.solanaAddress}</dd>
          </>
        ) : null}
        {session.toyAddress ? (
          <>
            <dt>Toy</dt>
            <dd className="mono address" data-testid="wc-session-toy-account">{session.toyAddress}</dd>
          </>
        ) : null}
      </dl>
      <div className="wc-session-controls">
        <div className="stack">
          <label className="field" htmlFor={ids.chain}>Chain to announce</label>
          <div className="wc-inline">
            <select id={ids.chain} value={chainId} onChange={(event) => setChainId(Number(event.target.value))}>
              {session.chainIds.map((id) => <option key={id} value={id}>{chainName(id)} ({id})</option>)}
            </select>
            <button type="button" className="secondary" onClick={() => onChainChanged(session.topic, chainId)}>Emit chainChanged</button>
          </div>
        </div>
        <div className="stack">
          <label className="field" htmlFor={ids.account}>Account to announce</label>
          <div className="wc-inline">
            <select id={ids.account} className="mono" value={address} onChange={(event) => setAddress(event.target.value)}>
              {addresses.map((candidate, index) => <option key={candidate} value={candidate}>Account {index + 1} · {candidate.slice(0, 6)}…{candidate.slice(-4)}</option>)}
            </select>
            <button type="button" className="secondary" onClick={() => onAccountsChanged(session.topic, address)}>Emit accountsChanged</button>
          </div>
        </div>
      </div>
      <div className="actions">
        <button type="button" className="secondary wc-danger" onClick={() => onDisconnect(session.topic)}>Disconnect</button>
      </div>
    </li>
  )
}
