import { dismissAlert } from '../../core/actions/notifications.js'
import { alerts, type AlertCode, type AlertDefinition } from '../../core/errors/AlertError.js'
import { Icon } from '../components/Icon.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import { useMessages } from '../i18n/useMessages.js'

/** SPEC section 8's alerts, under the header, until dismissed. */
export function AlertBar() {
  const kernel = useKernel()
  const stored = useKernelState('notifications', (s) => s.alert)
  const { t, alert: translate } = useMessages()
  if (!stored) return null
  const english = alerts[stored.code as AlertCode] as AlertDefinition | undefined
  const translated = english ? translate(stored.code as AlertCode, english) : undefined
  // A description that replaced the catalogue's (a server's own cause message) is shown as it came.
  const alert = {
    ...stored,
    message: translated?.message ?? stored.message,
    description: stored.description === english?.description ? translated?.description : stored.description,
  }
  return (
    <div className="pc-alert" data-variant={alert.variant} data-single-line={alert.description ? undefined : 'true'} role={alert.variant === 'error' ? 'alert' : 'status'}>
      <Icon name={alert.variant === 'info' ? 'info' : 'warning'} size={18} />
      <div style={{ flex: 1 }}>
        <strong>{alert.message}</strong>
        {alert.description ? <p>{alert.description}</p> : null}
      </div>
      <button type="button" className="pc-icon-button" style={{ width: 28, height: 28 }} aria-label={t('dismiss')} onClick={() => dismissAlert(kernel)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
