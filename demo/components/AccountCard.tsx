import { formatBalance } from '../../core/index.js'
import { useAccount, useNetwork, useWalletInfo } from '../../react/index.js'
import type { DemoToken } from '../DemoConfig.js'
import { Card } from './Card.js'
import { CopyButton } from './CopyButton.js'
import { useTokenBalance } from './useTokenBalance.js'

/** A chain id is worth showing; a Solana cluster's genesis-hash id is not. */
const networkText = ({ name, id }: { name: string; id: number | string }) => (typeof id === 'number' ? `${name} · chain ${id}` : name)

const STATUS_TEXT = { connected: 'Connected', connecting: 'Connecting…', disconnected: 'Not connected' } as const

/** Who is connected, on which network, with how much: all read from Portico's hooks. */
export function AccountCard({ token, readsBalances = true }: { token: DemoToken; readsBalances?: boolean }) {
  const account = useAccount()
  const network = useNetwork()
  const wallet = useWalletInfo()
  const tokenBalance = useTokenBalance(token)
  const connected = account.isConnected && account.address !== undefined
  // The kernel reads token balances with the native one; a token it did not list once the native
  // balance is in is a zero balance, not a missing one.
  const balanceRead = connected && account.balance !== undefined
  const tokenValue = tokenBalance?.quantity.numeric ?? (balanceRead ? '0' : undefined)
  // Without a chain plugin (the no-adapter demo) nothing reads balances: say so instead of 'Loading…'.
  const unread = connected && !readsBalances ? 'Not read without a chain plugin' : undefined

  return (
    <Card title="Account" subtitle={connected && wallet ? `Through ${wallet.name}` : 'Connect a wallet with the button at the top.'}>
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="account-status" data-status={account.status}>
          <span className="status-dot" data-status={account.status} aria-hidden="true" />
          {STATUS_TEXT[account.status]}
        </dd>
        <dt>Address</dt>
        <dd className="with-action">
          <span className={connected ? 'mono address' : undefined} data-testid="account-address">{connected ? account.address : '—'}</span>
          {connected ? <CopyButton value={account.address!} label="Copy address" /> : null}
        </dd>
        <dt>Network</dt>
        <dd data-testid="account-network">
          {network.unsupported ? 'Unsupported network' : network.caipNetwork ? networkText(network.caipNetwork) : '—'}
        </dd>
        <dt>Balance</dt>
        <dd className="balance" data-testid="native-balance" data-value={connected ? account.balance : undefined}>
          {!connected ? '—' : unread ?? (account.balance === undefined ? 'Loading…' : `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''}`.trim())}
        </dd>
        <dt>{token.symbol}</dt>
        <dd className="balance" data-testid="token-balance" data-value={connected ? tokenValue : undefined}>
          {!connected ? '—' : unread ?? (tokenValue === undefined ? 'Loading…' : `${formatBalance(tokenValue)} ${token.symbol}`)}
        </dd>
      </dl>
    </Card>
  )
}
