import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { Button } from '../../components/Button.js'
import { useKernel, useKernelState } from '../../hooks/useKernel.js'
import type { SectionProps } from '../../modal/viewKinds.js'
import { useMessages } from '../../i18n/useMessages.js'
import { viewIntent } from '../viewIntent.js'

const ATTEMPTS = Symbol('portico.social-attempts')

/** The outcome of the latest popup per provider, for the wait view to follow (a popup's window is no router data). */
export function socialAttempts(kernel: Kernel): Map<string, Promise<void>> {
  return kernel.local(ATTEMPTS, () => new Map<string, Promise<void>>())
}

/** How a provider id reads on its button. */
export const providerName = (provider: string): string =>
  provider === 'x' ? 'X' : provider === 'github' ? 'GitHub' : provider.charAt(0).toUpperCase() + provider.slice(1)

/**
 * The Connect view's social login (kind 'social'): a button a provider. The popup opens inside the
 * tap itself (a browser blocks one opened later), then the login method follows it while its wait
 * view shows.
 */
export default function SocialSection({ section }: SectionProps) {
  const kernel = useKernel()
  const method = useKernelState('registry', (registry) => loginMethodOf(registry, section.loginMethod, 'social'))
  const { t } = useMessages()
  if (!method) return null

  const start = (provider: string) => {
    const popup = globalThis.window?.open(method.popupUrl(provider), 'portico-social', 'popup,width=480,height=640') ?? null
    const outcome = method.result(provider, popup)
    // Followed by the wait view; a rejection it has not seen yet is not an unhandled one.
    outcome.catch(() => {})
    socialAttempts(kernel).set(provider, outcome)
    push(kernel, method.waitView, { provider })
  }

  return (
    <div className="pc-social" role="group" aria-label={t('socialLogin')}>
      <style>{socialCss}</style>
      {method.providers.map((provider) => (
        <Button key={provider} variant="secondary" block {...viewIntent(kernel, () => [method.waitView, 'Account'])} onClick={() => start(provider)}>
          <span className="pc-social-mark" aria-hidden="true">{providerName(provider).charAt(0)}</span>
          {t('continueWith', { provider: providerName(provider) })}
        </Button>
      ))}
    </div>
  )
}

export const socialCss = /* css */ `
.pc-social { display: flex; flex-direction: column; gap: 8px; }
.pc-social-mark {
  display: inline-flex; align-items: center; justify-content: center; width: 22px; height: 22px;
  border-radius: 6px; background: var(--pc-surface-3); font-size: 12px; font-weight: 700;
}
`
