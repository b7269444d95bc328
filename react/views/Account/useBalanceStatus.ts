import { useEffect, useRef, useState } from 'react'
import { syncBalance } from '../../../core/connection/syncBalance.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { Kernel } from '../../../core/kernel/types.js'

export type BalanceStatus = 'shown' | 'loading' | 'none'

export interface BalanceSubject {
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipNetworkId: string | undefined
  unsupported: boolean
  balance: string | undefined
}

/**
 * Whether the balance is shown, still on its way, or not to be had. A namespace without a
 * getBalance capability, an unsupported network or a failed fetch has none (nothing is faked);
 * an unknown balance is fetched once per account and network, so the shimmer always ends.
 */
export function useBalanceStatus(kernel: Kernel, subject: BalanceSubject): BalanceStatus {
  const { namespace, address, caipNetworkId, unsupported, balance } = subject
  const canFetch = Boolean(namespace && address && caipNetworkId && !unsupported && kernel.namespaces.get(namespace)?.capabilities?.getBalance)
  const key = canFetch ? `${namespace}|${address}|${caipNetworkId}` : undefined
  const requested = useRef<string>(undefined)
  const [settled, setSettled] = useState<string>()

  useEffect(() => {
    if (!key || !namespace || balance !== undefined || requested.current === key) return
    // Kept across StrictMode's second effect run, so one account and network is fetched once.
    requested.current = key
    void syncBalance(kernel, namespace).finally(() => setSettled(key))
  }, [kernel, key, namespace, balance])

  if (balance !== undefined) return 'shown'
  if (!key) return 'none'
  return settled === key ? 'none' : 'loading'
}
