import { dismissAlert } from '../../core/actions/notifications.js'
import { Icon } from '../components/Icon.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'

/** SPEC section 8's alerts, under the header, until dismissed. */
export function AlertBar() {
  const kernel = useKernel()
  const alert = useKernelState('notifications', (s) => s.alert)
  if (!alert) return null
  return (
    <div className="pc-alert" data-variant={alert.variant} data-single-line={alert.description ? undefined : 'true'} role={alert.variant === 'error' ? 'alert' : 'status'}>
      <Icon name={alert.variant === 'info' ? 'info' : 'warning'} size={18} />
      <div style={{ flex: 1 }}>
        <strong>{alert.message}</strong>
        {alert.description ? <p>{alert.description}</p> : null}
      </div>
      <button type="button" className="pc-icon-button" style={{ width: 28, height: 28 }} aria-label="Dismiss" onClick={() => dismissAlert(kernel)}>
        <Icon name="close" size={16} />
      </button>
    </div>
  )
}
