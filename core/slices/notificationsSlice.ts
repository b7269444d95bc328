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
