import { useCallback } from 'react'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { ChainsState } from '../../core/slices/chainsSlice.js'
import type { ConnectionStatus } from '../../core/types/account.js'
import type { CaipAddress } from '../../core/types/network.js'
import { useKernelState, shallowEqual } from './useKernel.js'

/**
 * The namespace asked for, or the kernel's active one. With a namespace given it does not read the
 * active one, so a change of active chain does not re-render a component pinned to one namespace.
 */
export function useActiveNamespace(namespace?: ChainNamespace): ChainNamespace | undefined {
  return useKernelState('chains', (s) => namespace ?? s.activeNamespace)
}

export interface UseAccountReturnType {
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
}

/** The account of one namespace (the active one by default). */
export function useAccount(namespace?: ChainNamespace): UseAccountReturnType {
  const ns = useActiveNamespace(namespace)
  const select = useCallback(
    (state: ChainsState): UseAccountReturnType => {
      const account = ns ? state.byNamespace[ns]?.account : undefined
      return {
        namespace: ns,
        address: account?.address,
        caipAddress: account?.caipAddress,
        status: account?.status ?? 'disconnected',
        isConnected: account?.status === 'connected',
        balance: account?.balance,
        balanceSymbol: account?.balanceSymbol,
        profileName: account?.profileName,
        profileImage: account?.profileImage,
      }
    },
    [ns],
  )
  return useKernelState('chains', select, shallowEqual)
}
