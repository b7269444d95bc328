import type { RouterEntry, ViewData, ViewId } from '../router/ViewRegistry.js'

export interface ModalState {
  open: boolean
  loading: boolean
  /** True for SPEC's 500 ms after a shake starts. */
  shake: boolean
  /** The visitor ticked that they agree to the site's terms (kept for the page's life, not stored). */
  legalAccepted: boolean
}

export const initialModalState = (): ModalState => ({ open: false, loading: false, shake: false, legalAccepted: false })

export type TransitionDirection = 'next' | 'prev'

/** A pending request's callbacks (SPEC section 2's transaction stack). */
export interface TransactionStackEntry {
  view?: ViewId
  /** The view's data, when the entry opens a view. */
  data?: ViewData
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

export type ToastVariant = 'success' | 'error' | 'loading'

export interface Toast {
  message: string
  variant: ToastVariant
  svg?: string
  open: boolean
  autoClose: boolean
}

export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

export interface Alert {
  code: string
  message: string
  description?: string
  variant: AlertVariant
}

export interface NotificationsState {
  toast: Toast | undefined
  alert: Alert | undefined
}

export const initialNotificationsState = (): NotificationsState => ({ toast: undefined, alert: undefined })
