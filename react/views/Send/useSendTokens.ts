import { useCallback, useEffect, useState } from 'react'
import { showToast } from '../../../core/actions/notifications.js'
import { LIMITS } from '../../../core/constants/limits.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { SendError } from '../../../core/errors/SendError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { TokenBalance } from '../../../core/types/account.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'

/** SPEC section 3's send state, its token balance part: what was read, whether a read runs, when one last failed. */
export type SendTokens =
  | { status: 'loading' }
  | { status: 'ready'; tokens: readonly TokenBalance[] }
  | { status: 'failed'; lastRetry: number }

/** SPEC section 4: after a failed read, the next is allowed once 30 s have passed. */
export const mayRetry = (lastRetry: number | undefined, now: number): boolean =>
  lastRetry === undefined || now - lastRetry >= LIMITS.balanceRetryGapMs

// Kept per kernel, not per view: leaving Send and coming back does not skip the gap.
const LAST_FAILURE = Symbol('portico.send.lastTokenBalanceFailure')
const lastFailure = (kernel: Kernel) => kernel.local(LAST_FAILURE, () => ({ at: undefined as number | undefined }))

/**
 * SPEC section 4's token balance fetch for the send view: loading is set, the namespace's
 * getTokenBalances is read from the network, and a failure stores the retry time and says 'Token
 * Balance Unavailable' as a toast. `retry` reads again, no more often than every 30 s. A namespace
 * without the capability has no tokens to offer, only its native currency.
 */
export function useSendTokens(kernel: Kernel, namespace: ChainNamespace | undefined): { tokens: SendTokens; retry: () => void; canRetry: boolean } {
  const address = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.account.address : undefined))
  const networkId = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.network.caipNetwork?.caipNetworkId : undefined))
  const [tokens, setTokens] = useState<SendTokens>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const { error: errorText } = useMessages()

  useEffect(() => {
    const read = namespace ? kernel.namespaces.get(namespace)?.capabilities?.getTokenBalances : undefined
    const network = namespace ? kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork : undefined
    if (!read || !address || !network) return setTokens({ status: 'ready', tokens: [] })
    const failedAt = lastFailure(kernel).at
    if (attempt === 0 && failedAt !== undefined && !mayRetry(failedAt, Date.now())) return setTokens({ status: 'failed', lastRetry: failedAt })
    let current = true
    setTokens({ status: 'loading' })
    read({ address, network }).then(
      (read) => {
        if (!current) return
        lastFailure(kernel).at = undefined
        setTokens({ status: 'ready', tokens: read })
      },
      () => {
        if (!current) return
        const at = Date.now()
        lastFailure(kernel).at = at
        setTokens({ status: 'failed', lastRetry: at })
        showToast(kernel, { message: errorText(new SendError('TOKEN_BALANCE_UNAVAILABLE'), 'somethingWentWrong'), variant: 'error' })
      },
    )
    return () => void (current = false)
    // errorText is left out: a new language does not read the balances again.
  }, [kernel, namespace, address, networkId, attempt])

  // The retry button wakes up when the gap has passed, without the visitor having to touch anything.
  useEffect(() => {
    if (tokens.status !== 'failed' || mayRetry(tokens.lastRetry, now)) return
    const wait = kernel.timers.setTimeout(() => setNow(Date.now()), tokens.lastRetry + LIMITS.balanceRetryGapMs - now)
    return wait
  }, [kernel, tokens, now])

  const canRetry = tokens.status === 'failed' && mayRetry(tokens.lastRetry, now)
  const retry = useCallback(() => {
    if (tokens.status !== 'failed' || !mayRetry(tokens.lastRetry, Date.now())) return
    setAttempt((count) => count + 1)
  }, [tokens])
  return { tokens, retry, canRetry }
}
