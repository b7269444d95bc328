import { useEffect, useState } from 'react'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { goBack, reset } from '../../../core/router/router.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { errorText } from '../Email/EmailSection.js'
import type { ViewProps } from '../viewRegistry.js'
import { providerName, socialAttempts } from './SocialSection.js'

/**
 * The social login's wait view (kind 'social-wait'): the visitor finishes in the provider's popup;
 * connected, they land on Account; refused, closed or blocked, the reason shows with a way back.
 */
export default function SocialWaitView({ kernel, data, loginMethod }: ViewProps) {
  const method = useKernelState('registry', (registry) => loginMethodOf(registry, loginMethod, 'social'))
  const provider = typeof data?.provider === 'string' ? data.provider : ''
  const [error, setError] = useState<string>()

  useEffect(() => {
    const outcome = socialAttempts(kernel).get(provider)
    if (!outcome) return
    let current = true
    outcome.then(
      () => {
        if (current) reset(kernel, 'Account')
      },
      (reason: unknown) => {
        if (current) setError(errorText(reason))
      },
    )
    return () => {
      current = false
    }
  }, [kernel, provider])

  if (!method) return null
  const name = providerName(provider)
  return (
    <div className="pc-center" style={{ gap: 12, padding: '16px 0' }}>
      {error ? (
        <>
          <p className="pc-heading" role="alert" style={{ color: 'var(--pc-error)' }}>{error}</p>
          <Button variant="secondary" block onClick={() => goBack(kernel)}>Try again</Button>
        </>
      ) : (
        <>
          <Spinner size={32} label={`Waiting for ${name}`} />
          <p className="pc-heading">Continue in {name}</p>
          <p className="pc-text-muted" style={{ margin: 0 }}>Finish logging in through the {name} window that opened.</p>
          <Button variant="secondary" block onClick={() => goBack(kernel)}>Cancel</Button>
        </>
      )}
    </div>
  )
}
