import { Icon } from '../components/Icon.js'
import { Spinner } from '../components/Spinner.js'
import { useKernelState } from '../hooks/useKernel.js'

/** The toast of SPEC section 4 (the kernel closes and re-shows it after 150 ms on a new message). */
export function Toast() {
  const toast = useKernelState('notifications', (s) => s.toast)
  if (!toast) return null
  return (
    <div className="pc-toast" data-open={toast.open} role="status" aria-hidden={!toast.open}>
      {toast.variant === 'loading' ? (
        <Spinner size={16} />
      ) : (
        <span style={{ color: toast.variant === 'success' ? 'var(--pc-success)' : 'var(--pc-error)', display: 'inline-flex' }}>
          <Icon name={toast.variant === 'success' ? 'check' : 'warning'} size={18} />
        </span>
      )}
      <span>{toast.message}</span>
    </div>
  )
}
