import { LIMITS } from '../constants/limits.js'
import { type AlertCode, AlertError, alerts } from '../errors/AlertError.js'
import type { Kernel } from '../kernel/types.js'
import type { Toast, ToastVariant } from '../slices/modalSlice.js'

export interface ShowToastParameters {
  message: string
  variant: ToastVariant
  svg?: string
  /** Defaults to true for success and error; a loading toast stays until its outcome replaces it. */
  autoClose?: boolean
}

// Long enough to read a one-line message twice, short enough not to cover the next step.
const AUTO_CLOSE_MS = 2_200

interface ToastTimer {
  cancel: () => void
  /** True while a replaced toast waits out its re-show delay. */
  reshowing: boolean
}

// The toast's one pending timer (re-show or auto-close).
const TOAST_TIMER = Symbol('portico.toast-timer')
const toastTimer = (kernel: Kernel) => kernel.local(TOAST_TIMER, () => ({ current: undefined as ToastTimer | undefined }))

/**
 * Shows a toast (SPEC section 4). One already on screen closes first and the new one appears
 * 150 ms later, so the visitor sees that the message changed.
 */
export function showToast(kernel: Kernel, { message, variant, svg, autoClose }: ShowToastParameters): void {
  if (kernel.status === 'destroyed') return
  const toast: Toast = {
    message,
    variant,
    ...(svg === undefined ? {} : { svg }),
    open: true,
    autoClose: autoClose ?? variant !== 'loading',
  }
  const wasShowing = kernel.store('notifications').getState().toast?.open === true
  const wasReshowing = toastTimer(kernel).current?.reshowing === true
  cancelToastTimer(kernel)
  if (!wasShowing && !wasReshowing) return display(kernel, toast)
  closeToast(kernel)
  const cancel = kernel.timers.setTimeout(() => display(kernel, toast), LIMITS.toastReshowDelayMs)
  toastTimer(kernel).current = { cancel, reshowing: true }
}

/** Stops the toast's pending timer: a re-show or an auto-close. */
export function cancelToastTimer(kernel: Kernel): void {
  const timer = toastTimer(kernel)
  timer.current?.cancel()
  timer.current = undefined
}

/** Marks the toast closed; its text stays so a closing animation still has something to show. */
export function closeToast(kernel: Kernel): void {
  kernel.store('notifications').setState((draft) => {
    if (draft.toast) draft.toast.open = false
  })
}

function display(kernel: Kernel, toast: Toast): void {
  toastTimer(kernel).current = undefined
  kernel.store('notifications').setState((draft) => {
    draft.toast = toast
  })
  if (!toast.autoClose) return
  const cancel = kernel.timers.setTimeout(() => {
    toastTimer(kernel).current = undefined
    closeToast(kernel)
  }, AUTO_CLOSE_MS)
  toastTimer(kernel).current = { cancel, reshowing: false }
}

/** Closes the toast now, including one waiting to re-show or to close itself. */
export function hideToast(kernel: Kernel): void {
  cancelToastTimer(kernel)
  closeToast(kernel)
}

export interface ShowAlertParameters {
  code: AlertCode
  /** Replaces the catalogue's second line, e.g. the cause message of a server error. */
  description?: string
  cause?: unknown
}

/** Shows one of SPEC section 8's alerts in the modal's alert bar and reports it on the bus. */
export function showAlert(kernel: Kernel, { code, description, cause }: ShowAlertParameters): AlertError {
  const definition = alerts[code]
  const text = description ?? ('description' in definition ? definition.description : undefined)
  kernel.store('notifications').setState((draft) => {
    draft.alert = { code, message: definition.message, variant: definition.variant, ...(text ? { description: text } : {}) }
  })
  const error = new AlertError(code, { details: text, cause })
  kernel.events.emit('error', { error })
  return error
}

export function dismissAlert(kernel: Kernel): void {
  kernel.store('notifications').setState((draft) => {
    draft.alert = undefined
  })
}
