import { useCallback, useEffect, useMemo } from 'react'
import { loadMoreActivity, retryAccountActivity, watchAccountActivity, type ActivityState } from '../../core/activity/AccountActivity.js'
import type { Transaction } from '../../core/activity/Transaction.js'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { PorticoError } from '../../core/errors/PorticoError.js'
import { useActiveNamespace } from './useAccount.js'
import { useKernel, useKernelState } from './useKernel.js'

export interface UseActivityReturnType {
  namespace: ChainNamespace | undefined
  /** 'idle' while no account is connected on the namespace. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The transactions read so far on the active network, newest first; empty until 'ready'. */
  transactions: readonly Transaction[]
  /** Whether another page can be read (`loadMore`). */
  hasMore: boolean
  /** Whether the following page is being read. */
  loadingMore: boolean
  /** 'Failed to fetch transactions' when the list, or its following page, could not be read. */
  error: PorticoError | undefined
  /** Reads the following page. */
  loadMore(): void
  /** Reads the list again from its first page. */
  retry(): void
}

/**
 * The connected account's transactions on one namespace (the active one by default), on its
 * active network, as the Activity tab lists them. Needs the `activity()` plugin. The list is read
 * while a component using this hook is mounted, and again when the account's balance changes.
 */
export function useActivity(namespace?: ChainNamespace): UseActivityReturnType {
  const kernel = useKernel()
  const ns = useActiveNamespace(namespace)
  const select = useCallback((state: ActivityState) => (ns ? state.byNamespace[ns] : undefined), [ns])
  const list = useKernelState('activity', select)
  useEffect(() => watchAccountActivity(kernel), [kernel])
  const retry = useCallback(() => retryAccountActivity(kernel), [kernel])
  const loadMore = useCallback(() => {
    if (ns) loadMoreActivity(kernel, ns)
  }, [kernel, ns])
  return useMemo(() => ({
    namespace: ns,
    status: list?.status ?? 'idle',
    transactions: list?.status === 'ready' ? list.transactions : EMPTY,
    hasMore: list?.status === 'ready' && list.next !== undefined,
    loadingMore: list?.status === 'ready' && list.more === 'loading',
    error: list?.status === 'error' ? list.error : list?.status === 'ready' && typeof list.more === 'object' ? list.more.error : undefined,
    loadMore,
    retry,
  }), [ns, list, loadMore, retry])
}

const EMPTY: readonly Transaction[] = Object.freeze([])
