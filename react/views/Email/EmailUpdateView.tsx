import { useId, useState, type FormEvent } from 'react'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { Button } from '../../components/Button.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { ViewProps } from '../viewRegistry.js'
import { CODE_LENGTH, CodeField, cleanCode } from './CodeField.js'
import { EMAIL, EmailField } from './EmailField.js'
import { emailCss } from './EmailSection.js'

type Step = 'email' | 'primary' | 'secondary' | 'done'

/**
 * An email login's address change (kind 'email-update', SPEC's UpdateEmailWallet), opened with
 * `{ loginMethod }`: the new address (checked as the email field does), the code mailed to the
 * current address, the code mailed to the new one; then the wallet belongs to the new address and
 * the visitor goes back to Account. Each step's refusal shows under its field.
 */
export default function EmailUpdateView({ kernel, data }: ViewProps) {
  const loginMethod = typeof data?.loginMethod === 'string' ? data.loginMethod : undefined
  const update = useKernelState('registry', (registry) => loginMethodOf(registry, loginMethod ?? '', 'email')?.updateEmail)
  const id = useId()
  const messages = useMessages()
  const { t } = messages
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [current] = useState(() => update?.current())
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  if (!update) return null

  const run = (task: Promise<unknown>, next: Step) => {
    setState({ busy: true })
    task.then(
      () => {
        setCode('')
        setState({ busy: false })
        setStep(next)
      },
      (error: unknown) => {
        setCode('')
        setState({ busy: false, error: messages.ownError(error, 'somethingWentWrong') })
      },
    )
  }
  const check = (value: string) => {
    if (step === 'primary') run(update.verifyPrimary(value), 'secondary')
    else if (step === 'secondary') run(update.verifySecondary(value), 'done')
  }
  const onCode = (value: string) => {
    const cleaned = cleanCode(value)
    setCode(cleaned)
    if (cleaned.length === CODE_LENGTH && !state.busy) check(cleaned)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (state.busy) return
    if (step !== 'email') return code.length > 0 ? check(code) : undefined
    const address = email.trim()
    if (!EMAIL.test(address)) return setState({ busy: false, error: t('invalidEmail') })
    setEmail(address)
    run(update.start(address), 'primary')
  }

  if (step === 'done') {
    return (
      <div className="pc-email">
        <style>{emailCss}</style>
        <p className="pc-heading pc-center" role="status">{t('emailUpdated', { email })}</p>
        <Button block onClick={() => goBack(kernel)}>{t('backToAccount')}</Button>
      </div>
    )
  }
  const sentTo = step === 'primary' ? current : email
  return (
    <form className="pc-email" onSubmit={submit} noValidate data-step={step}>
      <style>{emailCss}</style>
      {step === 'email' ? (
        <>
          <p className="pc-text-muted pc-center">{t('enterNewEmail')}</p>
          <EmailField kernel={kernel} id={id} email={email} error={state.error} onChange={setEmail} />
        </>
      ) : (
        <>
          <p className="pc-text-muted pc-center">{sentTo ? t('enterCodeSentTo', { email: sentTo }) : t('enterCodeWeSent')}</p>
          <CodeField key={step} kernel={kernel} id={`${id}-${step}`} code={code} error={state.error} onChange={onCode} />
        </>
      )}
      <Button type="submit" block loading={state.busy} disabled={state.busy || (step !== 'email' && code.length === 0)}>
        {step === 'email' ? t('continue') : t('verify')}
      </Button>
    </form>
  )
}
