import { useCallback } from 'react'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { ChainsState } from '../../core/slices/chainsSlice.js'
import type { ConnectedWalletInfo } from '../../core/types/account.js'
import { useActiveNamespace } from './useActiveNamespace.js'
import { useKernelState } from './useKernelState.js'

/** Name and icon of the wallet holding the namespace's session. */
export function useWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined {
  const ns = useActiveNamespace(namespace)
  const select = useCallback((s: ChainsState) => (ns ? s.byNamespace[ns]?.account.connectedWalletInfo : undefined), [ns])
  return useKernelState('chains', select)
}
