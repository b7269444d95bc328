import { useId, useState, type FormEvent } from 'react'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { push } from '../../../core/router/router.js'
import { Button } from '../../components/Button.js'
import { useKernel, useKernelState } from '../../hooks/useKernel.js'
import type { SectionProps } from '../../modal/viewKinds.js'
import { useMessages } from '../../i18n/useMessages.js'
import { viewIntent } from '../viewIntent.js'
import { EMAIL, EmailField } from './EmailField.js'

/**
 * The Connect view's email login (kind 'email'): the address, checked here before the login
 * method is asked; once the method has sent the code, its code view opens with the address.
 */
export default function EmailSection({ section }: SectionProps) {
  const kernel = useKernel()
  const method = useKernelState('registry', (registry) => loginMethodOf(registry, section.loginMethod, 'email'))
  const id = useId()
  const [email, setEmail] = useState('')
  const messages = useMessages()
  const { t } = messages
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  if (!method) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!EMAIL.test(address)) return setState({ busy: false, error: t('invalidEmail') })
    setState({ busy: true })
    method.start(address).then(
      () => {
        setState({ busy: false })
        push(kernel, method.otpView, { email: address })
      },
      (error: unknown) => setState({ busy: false, error: messages.ownError(error, 'somethingWentWrong') }),
    )
  }

  return (
    <form className="pc-email" onSubmit={submit} noValidate>
      <EmailField kernel={kernel} id={id} email={email} error={state.error} onChange={setEmail} />
      <Button type="submit" block loading={state.busy} disabled={state.busy} {...viewIntent(kernel, () => [method.otpView, 'Account'])}>{t('continue')}</Button>
      <style>{emailCss}</style>
    </form>
  )
}

export const emailCss = /* css */ `
.pc-email { display: flex; flex-direction: column; gap: 10px; }
.pc-email .pc-input { padding-inline-start: 14px; }
.pc-email-code { text-align: center; letter-spacing: 0.3em; font-size: 20px; }
.pc-email-error { margin: 0; color: var(--pc-error); font-size: 13px; }
`
