import type { RouterEntry, ViewData, ViewId } from '../router/ViewRegistry.js'

export type TransitionDirection = 'next' | 'prev'

/** A pending request's callbacks (SPEC section 2's transaction stack). */
export interface TransactionStackEntry {
  view?: ViewId
  /** Replace the current view instead of pushing, when the entry opens a view. */
  replace?: boolean
  onSuccess?: () => void
  onError?: (error?: unknown) => void
  onCancel?: () => void
}

export interface RouterState {
  view: ViewId
  data: ViewData | undefined
  history: readonly RouterEntry[]
  direction: TransitionDirection
  transactionStack: readonly TransactionStackEntry[]
}

export const initialRouterState = (): RouterState => ({
  view: 'Connect',
  data: undefined,
  history: [{ view: 'Connect' }],
  direction: 'next',
  transactionStack: [],
})
