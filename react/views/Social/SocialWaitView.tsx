import { useEffect, useState } from 'react'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useKernelState } from '../../hooks/useKernel.js'
import type { ViewProps } from '../viewRegistry.js'
import { providerName, socialAttempts } from './SocialSection.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The social login's wait view (kind 'social-wait'): the visitor finishes in the provider's popup;
 * connected, the login method's connection takes them to Account (core's afterConnect); refused,
 * closed or blocked, the reason shows with a way back.
 */
export default function SocialWaitView({ kernel, data, loginMethod }: ViewProps) {
  const method = useKernelState('registry', (registry) => loginMethodOf(registry, loginMethod, 'social'))
  const provider = typeof data?.provider === 'string' ? data.provider : ''
  // The reason itself, so its text follows the visitor's language should it change meanwhile.
  const [failure, setFailure] = useState<{ reason: unknown }>()
  const { t, ownError } = useMessages()

  useEffect(() => {
    const outcome = socialAttempts(kernel).get(provider)
    if (!outcome) return
    let current = true
    outcome.catch((reason: unknown) => {
      if (current) setFailure({ reason })
    })
    return () => {
      current = false
    }
  }, [kernel, provider])

  if (!method) return null
  const name = providerName(provider)
  return (
    <div className="pc-center" style={{ gap: 12, padding: '16px 0' }}>
      {failure ? (
        <>
          <p className="pc-heading" role="alert" style={{ color: 'var(--pc-error)' }}>{ownError(failure.reason, 'somethingWentWrong')}</p>
          <Button variant="secondary" block onClick={() => goBack(kernel)}>{t('tryAgain')}</Button>
        </>
      ) : (
        <>
          <Spinner size={32} label={t('waitingFor', { name })} />
          <p className="pc-heading">{t('continueIn', { name })}</p>
          <p className="pc-text-muted" style={{ margin: 0 }}>{t('finishInPopup', { name })}</p>
          <Button variant="secondary" block onClick={() => goBack(kernel)}>{t('cancel')}</Button>
        </>
      )}
    </div>
  )
}
