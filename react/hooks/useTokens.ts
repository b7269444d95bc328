import { useCallback, useEffect, useMemo } from 'react'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { PorticoError } from '../../core/errors/PorticoError.js'
import { retryAccountTokens, watchAccountTokens, type TokensState } from '../../core/tokens/AccountTokens.js'
import type { TokenBalance } from '../../core/types/account.js'
import { useActiveNamespace } from './useAccount.js'
import { useKernel, useKernelState } from './useKernel.js'

export interface UseTokensReturnType {
  namespace: ChainNamespace | undefined
  /** 'idle' while no account is connected on the namespace. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The native currency first, then the tokens with a balance; empty until 'ready'. */
  tokens: readonly TokenBalance[]
  /** Whether prices were known: false without `apiUrl` or when the price source failed. */
  fiat: boolean
  /** 'Token Balance Unavailable' when the balances could not be read. */
  error: PorticoError | undefined
  /** Reads the list again. */
  retry(): void
}

/**
 * What the connected account holds on one namespace (the active one by default), as the Tokens
 * tab lists it: balances from the chain, `price` and `value` where the price source knows them.
 * Needs the `tokens()` plugin. The list is read while a component using this hook is mounted.
 */
export function useTokens(namespace?: ChainNamespace): UseTokensReturnType {
  const kernel = useKernel()
  const ns = useActiveNamespace(namespace)
  const select = useCallback((state: TokensState) => (ns ? state.byNamespace[ns] : undefined), [ns])
  const list = useKernelState('tokens', select)
  useEffect(() => watchAccountTokens(kernel), [kernel])
  const retry = useCallback(() => retryAccountTokens(kernel), [kernel])
  return useMemo(() => ({
    namespace: ns,
    status: list?.status ?? 'idle',
    tokens: list?.status === 'ready' ? list.tokens : EMPTY,
    fiat: list?.status === 'ready' && list.fiat,
    error: list?.status === 'error' ? list.error : undefined,
    retry,
  }), [ns, list, retry])
}

const EMPTY: readonly TokenBalance[] = Object.freeze([])
