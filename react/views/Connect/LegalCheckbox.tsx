import { useId } from 'react'
import { setLegalAccepted } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { fill as fillText } from '../../../core/errors/PorticoError.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { fillParts } from '../../i18n/fillParts.js'
import { useMessages } from '../../i18n/useMessages.js'

const legalCss = /* css */ `
.pc-legal { display: flex; align-items: flex-start; gap: 10px; padding: 12px 14px; border-radius: 16px; background: var(--pc-surface-1); font-size: 14px; line-height: 20px; color: var(--pc-fg-2); cursor: pointer; }
.pc-legal input { flex: none; width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--pc-accent-fill); cursor: pointer; }
.pc-legal a { color: var(--pc-accent-text); font-weight: 600; text-decoration: none; border-radius: 4px; }
.pc-legal a:hover { text-decoration: underline; }
.pc-legal-gated { transition: opacity 150ms ease; }
.pc-legal-gated[inert] { opacity: 0.4; filter: grayscale(0.6); }
@media (prefers-reduced-motion: reduce) { .pc-legal-gated { transition: none; } }
`

const external = (href: string, text: string, newTab: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}<span className="pc-visually-hidden"> {newTab}</span>
  </a>
)

/**
 * The legal checkbox itself, a chunk of its own: only a site that turns `features.legalCheckbox`
 * on and names a page fetches it (see LegalGate). Its label links the site's pages.
 */
export default function LegalCheckbox({ kernel }: { kernel: Kernel }) {
  const id = useId()
  const accepted = useKernelState('modal', (s) => s.legalAccepted)
  const { t } = useMessages()
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = kernel.options
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
    </>
  )
}
