import { useEffect } from 'react'
import { erc20Abi, formatUnits, parseUnits, type Address } from 'viem'
import {
  useAccount, useBalance, useChains, useConnect, useDisconnect, useReadContract, useSwitchChain,
  useWaitForTransactionReceipt, useWriteContract,
} from 'wagmi'
import { ConnectButton, NetworkButton } from '../../react/index.js'
import { Card } from '../components/Card.js'
import type { DemoPageConfig } from '../DemoConfig.js'
import { errorText } from '../errorText.js'

const STATUS_TEXT = { connected: 'Connected', connecting: 'Connecting…', reconnecting: 'Reconnecting…', disconnected: 'Not connected' } as const

/**
 * A site built on wagmi: Portico's buttons and modal do the connecting, and every read, write,
 * switch and disconnect below is wagmi's own hook on that connection.
 */
export function WagmiApp({ config }: { config: DemoPageConfig }) {
  return (
    <div className="page">
      <header className="topbar">
        <a className="brand" href="/">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">Portico</span>
          <span className="brand-tag">with wagmi</span>
        </a>
        <nav className="topbar-actions" aria-label="Wallet">
          <NetworkButton />
          <ConnectButton />
        </nav>
      </header>
      <main className="content">
        <div className="intro">
          <h1>wagmi's hooks, Portico's modal.</h1>
          <p>
            This page is a wagmi app with one connector, <code>portico</code>. Connect with either button, then
            read, send and switch with wagmi's hooks.
          </p>
        </div>
        <div className="grid">
          <WagmiAccountCard />
          <WagmiTransferCard token={config.token} receiver={config.walletAddresses[1] as Address} />
        </div>
      </main>
    </div>
  )
}

function WagmiAccountCard() {
  const account = useAccount()
  const balance = useBalance({ address: account.address })
  const chains = useChains()
  const { connect, connectors, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { switchChain, error: switchError } = useSwitchChain()
  const connected = account.status === 'connected'
  const error = connectError ?? switchError

  return (
    <Card title="useAccount" subtitle="What wagmi sees of the connection Portico made.">
      <dl className="facts">
        <dt>Status</dt>
        <dd data-testid="wagmi-status" data-status={account.status}>
          <span className="status-dot" data-status={account.status} aria-hidden="true" />
          {STATUS_TEXT[account.status]}
        </dd>
        <dt>Address</dt>
        <dd className={connected ? 'mono address' : undefined} data-testid="wagmi-address">{account.address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain" data-value={account.chainId}>{account.chain ? `${account.chain.name} · chain ${account.chain.id}` : '—'}</dd>
        <dt>Balance</dt>
        <dd className="balance" data-testid="wagmi-balance" data-value={balance.data?.value.toString()}>
          {!connected ? '—' : balance.data ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}` : 'Loading…'}
        </dd>
      </dl>
      <div className="actions">
        {connected
          ? <button type="button" className="primary" onClick={() => disconnect()}>Disconnect with wagmi</button>
          : <button type="button" className="primary" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>Connect with wagmi</button>}
        {chains.map((chain) => (
          <button key={chain.id} type="button" className="secondary" disabled={!connected || chain.id === account.chainId} onClick={() => switchChain({ chainId: chain.id })}>
            Switch to {chain.name}
          </button>
        ))}
      </div>
      {error ? <p className="error" role="alert">{errorText(error)}</p> : null}
    </Card>
  )
}

function WagmiTransferCard({ token, receiver }: { token: DemoPageConfig['token']; receiver: Address }) {
  const account = useAccount()
  const tokenAddress = token.address as Address
  const held = useReadContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: account.address ? [account.address] : undefined, query: { enabled: account.address !== undefined } })
  const received = useReadContract({ address: tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [receiver] })
  const { writeContract, data: hash, isPending, error } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  const { refetch: refetchHeld } = held
  const { refetch: refetchReceived } = received
  // Both balances change with the confirmed transfer: read them again once, when it confirms.
  useEffect(() => {
    if (!receipt.isSuccess) return
    void refetchHeld()
    void refetchReceived()
  }, [receipt.isSuccess, refetchHeld, refetchReceived])
  const show = (value: bigint | undefined) => (value === undefined ? '—' : `${formatUnits(value, token.decimals)} ${token.symbol}`)

  return (
    <Card title="useWriteContract" subtitle={`Send 1 ${token.symbol} to the second demo account; the wallet asks first.`}>
      <dl className="facts">
        <dt>You hold</dt>
        <dd className="balance" data-testid="wagmi-token-held" data-value={held.data?.toString()}>{show(held.data)}</dd>
        <dt>Receiver holds</dt>
        <dd className="balance" data-testid="wagmi-token-received" data-value={received.data?.toString()}>{show(received.data)}</dd>
      </dl>
      <div className="actions">
        <button
          type="button"
          className="primary"
          disabled={account.status !== 'connected' || isPending}
          onClick={() => writeContract({ address: tokenAddress, abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('1', token.decimals)] })}
        >
          {isPending ? 'Waiting for the wallet…' : `Send 1 ${token.symbol}`}
        </button>
      </div>
      {hash ? <p className="mono block" data-testid="wagmi-tx" data-status={receipt.status}>{receipt.isSuccess ? 'Confirmed' : 'Pending'}: {hash}</p> : null}
      {error ? <p className="error" role="alert">{errorText(error)}</p> : null}
    </Card>
  )
}
