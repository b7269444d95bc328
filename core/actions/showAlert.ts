import { AlertError, alerts, type AlertCode } from '../errors/AlertError.js'
import type { Kernel } from '../kernel/types.js'

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
