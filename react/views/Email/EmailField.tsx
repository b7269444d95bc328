import type { Kernel } from '../../../core/kernel/types.js'
import { useMessages } from '../../i18n/useMessages.js'

/** SPEC section 5: an email must be a valid address; what a browser's type=email field accepts, bounded. */
export const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/

export interface EmailFieldProps {
  kernel: Kernel
  id: string
  email: string
  error: string | undefined
  onChange(value: string): void
}

/**
 * An email address's field and its refusal (role=alert), shared by the Connect view's email login
 * and the address change. Not focused on a phone when the view opens: the keyboard would cover
 * the other ways to connect.
 */
export function EmailField({ kernel, id, email, error, onChange }: EmailFieldProps) {
  const { t } = useMessages()
  return (
    <>
      <label htmlFor={id} className="pc-visually-hidden">{t('email')}</label>
      <input
        id={id}
        className="pc-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('email')}
        maxLength={254}
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-no-initial-focus={kernel.options.isMobile() ? '' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <p id={`${id}-error`} className="pc-email-error" role="alert">{error}</p> : null}
    </>
  )
}
