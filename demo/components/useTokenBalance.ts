import { useCallback } from 'react'
import type { ChainsState, TokenBalance } from '../../core/index.js'
import { useKernelState } from '../../react/index.js'
import type { DemoToken } from '../DemoConfig.js'

/** The active account's balance of `token`, as the kernel last read it (undefined until read). */
export function useTokenBalance(token: DemoToken): TokenBalance | undefined {
  const select = useCallback((state: ChainsState) => {
    const namespace = state.activeNamespace
    const balances = namespace ? state.byNamespace[namespace]?.account.tokenBalance : undefined
    return balances?.find((balance) => balance.address?.toLowerCase() === token.address.toLowerCase())
      ?? balances?.find((balance) => balance.symbol === token.symbol)
  }, [token.address, token.symbol])
  return useKernelState('chains', select)
}
