import type { ChainNamespace } from '../constants/namespaces.js'
import type { SendError } from '../errors/SendError.js'
import type { Kernel } from '../kernel/types.js'
import { watchSlice } from '../kernel/watchSlice.js'
import type { Transaction } from './Transaction.js'

/** The slice the activity plugin keeps its lists in; core names it so that a renderer can read it. */
export const ACTIVITY_SLICE = 'activity'

/**
 * SPEC section 3's transaction list of a connected account on its active network: loading, then
 * the pages read so far (only the visible transactions, newest first) and the next cursor, or the
 * failure 'Failed to fetch transactions'. `more` is the state of the following page's read.
 */
export type AccountActivity =
  | { status: 'loading'; address: string; caipNetworkId: string }
  | {
    status: 'ready'
    address: string
    caipNetworkId: string
    transactions: readonly Transaction[]
    /** The cursor of the following page; undefined when every page was read. */
    next: string | undefined
    more: 'idle' | 'loading' | { error: SendError }
  }
  | { status: 'error'; address: string; caipNetworkId: string; error: SendError }

export interface ActivityState {
  byNamespace: Readonly<Partial<Record<ChainNamespace, AccountActivity>>>
  /** How many renderers show the lists now: they are read only while one does. */
  watchers: number
  /** Raised by `retryAccountActivity`: a list that failed is read again. */
  attempt: number
}

declare module 'portico/core' {
  interface KernelSlices {
    /** Defined by the activity plugin (`portico/plugins/activity`); absent without it. */
    activity: ActivityState
  }
}

export const initialActivityState = (): ActivityState => ({ byNamespace: {}, watchers: 0, attempt: 0 })

/**
 * Says a renderer shows the account's activity: the activity plugin reads it while at least one
 * does. Call the returned function when it stops. Without the activity plugin, nothing happens.
 */
export function watchAccountActivity(kernel: Pick<Kernel, 'store'>): () => void {
  return watchSlice(kernel, ACTIVITY_SLICE)
}

/** Reads the lists again from their first page (the visitor pressed "Try again" after a failure). */
export function retryAccountActivity(kernel: Pick<Kernel, 'store'>): void {
  kernel.store(ACTIVITY_SLICE).setState((draft) => {
    draft.attempt += 1
  })
}

/**
 * Asks for the following page of a namespace's list (the visitor scrolled to its end, or retries a
 * page that failed). Nothing happens while one is read, or when there is none.
 */
export function loadMoreActivity(kernel: Pick<Kernel, 'store'>, namespace: ChainNamespace): void {
  const store = kernel.store(ACTIVITY_SLICE)
  const list = store.getState().byNamespace[namespace]
  if (list?.status !== 'ready' || list.next === undefined || list.more === 'loading') return
  store.setState((state) => ({ ...state, byNamespace: { ...state.byNamespace, [namespace]: { ...list, more: 'loading' } } }))
}
