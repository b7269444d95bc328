import { useCallback, useMemo } from 'react'
import { syncBalance } from '../../core/connection/syncBalance.js'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import { Decimal } from '../../core/format/Decimal.js'
import { formatBalance } from '../../core/format/formatAmount.js'
import { useActiveNamespace } from './useAccount.js'
import { useKernel, useKernelState, shallowEqual } from './useKernel.js'
import { useTokenPrice } from './useTokenPrice.js'

export interface UseBalanceReturnType {
  namespace: ChainNamespace | undefined
  /** 'idle' while no account is connected on the namespace; 'loading' until its balance is read. */
  status: 'idle' | 'loading' | 'ready'
  /** The native balance as a decimal string, whole ('1.234567891'). */
  balance: string | undefined
  symbol: string | undefined
  decimals: number | undefined
  /** The balance as the modal shows it: floored to 3 decimals, grouped ('1,234.567'). */
  formatted: string | undefined
  /** Its value in USD, where the kernel's price source knows the native currency's price. */
  value: number | undefined
  /** Reads the balance again from the chain. */
  refetch(): Promise<void>
}

/**
 * The connected account's native balance on one namespace (the active one by default), as the
 * Account view shows it, with its fiat value where a price is known. The balance is the one the
 * kernel keeps fresh (on connect, on a switch, after a send); `refetch` asks the chain again.
 */
export function useBalance(namespace?: ChainNamespace): UseBalanceReturnType {
  const kernel = useKernel()
  const ns = useActiveNamespace(namespace)
  const read = useKernelState('chains', (s) => {
    const chain = ns ? s.byNamespace[ns] : undefined
    return {
      connected: chain?.account.status === 'connected',
      balance: chain?.account.balance,
      symbol: chain?.account.balanceSymbol,
      network: chain?.network.caipNetwork,
    }
  }, shallowEqual)
  const price = useTokenPrice(kernel, read.connected ? read.network : undefined, read.symbol === undefined ? undefined : { symbol: read.symbol })
  const refetch = useCallback(() => (ns ? syncBalance(kernel, ns) : Promise.resolve()), [kernel, ns])
  return useMemo(() => {
    const { connected, balance, symbol, network } = read
    const known = connected ? balance : undefined
    return {
      namespace: ns,
      status: !connected ? 'idle' : known === undefined ? 'loading' : 'ready',
      balance: known,
      symbol: connected ? symbol : undefined,
      decimals: connected ? network?.nativeCurrency.decimals : undefined,
      formatted: known === undefined ? undefined : formatBalance(known),
      value: known === undefined || price === undefined ? undefined : Number(Decimal.from(known).mul(String(price)).toString()),
      refetch,
    }
  }, [ns, read, price, refetch])
}
