import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { LIMITS } from '../../../core/constants/limits.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { Button } from '../../components/Button.js'
import { useKernelState } from '../../hooks/useKernel.js'
import type { ViewProps } from '../viewRegistry.js'
import { CODE_LENGTH, CodeField, cleanCode } from './CodeField.js'
import { emailCss } from './EmailSection.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The email login's code view (kind 'email-otp'): the one-time code sent to the address, checked
 * by the login method; a resend waits SPEC's 30 s. Verified, the login method's connection takes
 * the visitor to Account (core's afterConnect); a refusal of the latest code shows here.
 */
export default function EmailOtpView({ kernel, data, loginMethod }: ViewProps) {
  const method = useKernelState('registry', (registry) => loginMethodOf(registry, loginMethod, 'email'))
  const email = typeof data?.email === 'string' ? data.email : undefined
  const id = useId()
  const [code, setCode] = useState('')
  const messages = useMessages()
  const { t } = messages
  const errorText = (error: unknown) => messages.ownError(error, 'somethingWentWrong')
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  const [resendAt, setResendAt] = useState(() => Date.now() + LIMITS.emailResendCooldownMs)
  const [now, setNow] = useState(() => Date.now())
  const attempt = useRef(0)

  useEffect(() => {
    if (now >= resendAt) return
    const timer = setTimeout(() => setNow(Date.now()), 1_000)
    return () => clearTimeout(timer)
  }, [now, resendAt])

  if (!method) return null
  const verify = (value: string) => {
    const current = ++attempt.current
    setState({ busy: true })
    method.verify(value).catch((error: unknown) => {
      if (current !== attempt.current) return
      setCode('')
      setState({ busy: false, error: errorText(error) })
    })
  }
  const onChange = (value: string) => {
    const cleaned = cleanCode(value)
    setCode(cleaned)
    if (cleaned.length === CODE_LENGTH && !state.busy) verify(cleaned)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.length > 0) verify(code)
  }
  const resend = () => {
    setResendAt(Date.now() + LIMITS.emailResendCooldownMs)
    setNow(Date.now())
    method.resend().catch((error: unknown) => setState({ busy: false, error: errorText(error) }))
  }
  const wait = Math.ceil((resendAt - now) / 1_000)

  return (
    <form className="pc-email pc-email-otp" onSubmit={submit} noValidate>
      <style>{emailCss}</style>
      <p className="pc-text-muted pc-center">{email ? t('enterCodeSentTo', { email }) : t('enterCodeWeSent')}</p>
      <CodeField kernel={kernel} id={id} code={code} error={state.error} onChange={onChange} />
      <Button type="submit" block loading={state.busy} disabled={state.busy || code.length === 0}>{t('verify')}</Button>
      <Button variant="secondary" block disabled={wait > 0} onClick={resend}>
        {wait > 0 ? t('resendCodeIn', { seconds: wait }) : t('resendCode')}
      </Button>
    </form>
  )
}
