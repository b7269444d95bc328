import { useId, type ReactNode } from 'react'
import { setLegalAccepted } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import { fillParts } from '../../i18n/fillParts.js'
import { fill as fillText } from '../../../core/errors/PorticoError.js'

const legalCss = /* css */ `
.pc-legal { display: flex; align-items: flex-start; gap: 10px; padding: 12px 14px; border-radius: 16px; background: var(--pc-surface-1); font-size: 14px; line-height: 20px; color: var(--pc-fg-2); cursor: pointer; }
.pc-legal input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--pc-accent-fill); cursor: pointer; }
.pc-legal a { color: var(--pc-accent-text); font-weight: 600; text-decoration: none; border-radius: 4px; }
.pc-legal a:hover { text-decoration: underline; }
.pc-legal-gated { display: flex; flex-direction: column; gap: inherit; transition: opacity 150ms ease; }
.pc-legal-gated[inert] { opacity: 0.4; filter: grayscale(0.6); }
@media (prefers-reduced-motion: reduce) { .pc-legal-gated { transition: none; } }
`

const external = (href: string, text: string, newTab: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}<span className="pc-visually-hidden"> {newTab}</span>
  </a>
)

/**
 * The legal checkbox (SPEC: off unless the site turns `features.legalCheckbox` on) over the ways
 * in, which stay inert, dimmed and out of the tab order until the visitor agrees. Nothing is drawn
 * when the feature is off or the site named neither page.
 */
export function LegalGate({ kernel, children }: { kernel: Kernel; children: ReactNode }) {
  const id = useId()
  const accepted = useKernelState('modal', (s) => s.legalAccepted)
  const { t } = useMessages()
  const shown = useKernelState('options', (s) => s.features.legalCheckbox)
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = kernel.options
  if (!shown || (terms === undefined && privacy === undefined)) return <>{children}</>
  const template = t(terms && privacy ? 'legalAgreeBoth' : terms ? 'legalAgreeTerms' : 'legalAgreePrivacy')
  const links = {
    terms: terms ? external(terms, t('termsOfService'), t('opensInNewTab')) : null,
    privacy: privacy ? external(privacy, t('privacyPolicy'), t('opensInNewTab')) : null,
  }
  const plain = { terms: t('termsOfService'), privacy: t('privacyPolicy') }

  return (
    <>
      <style>{legalCss}</style>
      <label className="pc-legal" htmlFor={id}>
        <input id={id} type="checkbox" aria-label={fillText(template, plain)} checked={accepted} onChange={(event) => setLegalAccepted(kernel, event.target.checked)} />
        <span>{fillParts(template, links)}</span>
      </label>
      {/* Past the early return the box is on and names a page: the ways in wait exactly while it is unticked. */}
      <div className="pc-legal-gated" inert={!accepted} aria-disabled={!accepted || undefined}>
        {children}
      </div>
    </>
  )
}
