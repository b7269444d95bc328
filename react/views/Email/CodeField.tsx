import type { Kernel } from '../../../core/kernel/types.js'
import { useMessages } from '../../i18n/useMessages.js'

/** The code is all the visitor types: six characters is the usual length, a paste of the whole code verifies at once. */
export const CODE_LENGTH = 6

/** What the visitor typed, as a code: no spaces, 32 characters at most. */
export const cleanCode = (value: string) => value.replace(/\s/g, '').slice(0, 32)

export interface CodeFieldProps {
  kernel: Kernel
  id: string
  code: string
  error: string | undefined
  onChange(value: string): void
}

/**
 * A one-time code's field and its refusal (role=alert), shared by the email views that ask for a
 * code: the login's code view and the address change's two codes.
 */
export function CodeField({ kernel, id, code, error, onChange }: CodeFieldProps) {
  const { t } = useMessages()
  return (
    <>
      <label htmlFor={id} className="pc-visually-hidden">{t('code')}</label>
      <input
        id={id}
        className="pc-input pc-email-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder={t('code')}
        value={code}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-no-initial-focus={kernel.options.isMobile() ? '' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <p id={`${id}-error`} className="pc-email-error" role="alert">{error}</p> : null}
    </>
  )
}
