import { useEffect, useState } from 'react'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useKernelState } from '../../hooks/useKernel.js'
import type { ViewProps } from '../viewRegistry.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The social login's wait view (kind 'social-wait'): the visitor finishes in the provider's popup
 * (or, back from a phone's full-page login, waits while it finishes); connected, the login
 * method's connection takes them to Account (core's afterConnect); refused, closed or blocked,
 * the reason shows with a way back.
 */
export default function SocialWaitView({ kernel, data, loginMethod }: ViewProps) {
  const method = useKernelState('registry', (registry) => loginMethodOf(registry, loginMethod, 'social'))
  const provider = typeof data?.provider === 'string' ? data.provider : ''
  const returned = data?.returned === true
  // The reason itself, so its text follows the visitor's language should it change meanwhile.
  const [failure, setFailure] = useState<{ reason: unknown }>()
  const { t, ownError } = useMessages()
  const outcome = method?.outcome(provider)

  useEffect(() => {
    if (!outcome) return
    let current = true
    outcome.catch((reason: unknown) => {
      if (current) setFailure({ reason })
    })
    return () => {
      current = false
    }
  }, [outcome])

  if (!method) return null
  const button = method.providers.find((candidate) => candidate.id === provider)
  const name = button?.name ?? provider
  return (
    <div className="pc-center" style={{ gap: 12, padding: '16px 0' }}>
      {button ? <img src={button.icon} alt="" width={56} height={56} style={{ borderRadius: 16 }} /> : null}
      {failure ? (
        <>
          <p className="pc-heading" role="alert" style={{ color: 'var(--pc-error)' }}>{ownError(failure.reason, 'somethingWentWrong')}</p>
          <Button variant="secondary" block onClick={() => goBack(kernel)}>{t('tryAgain')}</Button>
        </>
      ) : (
        <>
          <Spinner size={32} label={t('waitingFor', { name })} />
          <p className="pc-heading">{returned ? t('signingInWith', { name }) : t('continueIn', { name })}</p>
          {returned ? null : <p className="pc-text-muted" style={{ margin: 0 }}>{t('finishInPopup', { name })}</p>}
          <Button variant="secondary" block onClick={() => {
            method.cancel(provider)
            goBack(kernel)
          }}>{t('cancel')}</Button>
        </>
      )}
    </div>
  )
}
