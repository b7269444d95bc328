'use client'
import { truncateAddress } from 'portico/core'
import { useAccount } from 'portico/react'

export function Greeting() {
  const account = useAccount()
  return <p data-testid="greeting">{account.isConnected && account.address ? `Welcome back, ${truncateAddress(account.address)}` : 'Connect a wallet to begin.'}</p>
}
