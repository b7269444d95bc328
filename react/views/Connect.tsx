import { Suspense, type ComponentType, type ReactNode } from 'react'
import type { ConnectSection } from '../../core/kernel/contributions.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { ConnectMethod, Features } from '../../core/options/types.js'
import { isFeatureOn } from '../../core/slices/optionsSlice.js'
import { lazyChunk } from '../components/lazyChunk.js'
import { Spinner } from '../components/Spinner.js'
import { useKernelState } from '../hooks/useKernel.js'
import { buttonsSection, sectionKinds, type SectionProps } from '../modal/viewKinds.js'
import { LegalGate } from './Connect/LegalAgreement.js'
import { skeletonCss } from './Connect/SkeletonRows.js'
import { WalletSection } from './Connect/WalletSection.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const css = /* css */ `
.pc-connect, .pc-connect-section { display: flex; flex-direction: column; gap: 16px; }
.pc-connect-divider { display: flex; align-items: center; gap: 12px; color: var(--pc-fg-2); font-size: 13px; }
.pc-connect-divider::before, .pc-connect-divider::after { content: ''; flex: 1; height: 1px; background: var(--pc-border); }
.pc-connect-empty { margin: 12px 0 0; text-align: center; }
.pc-connect-guide { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 6px; margin: 0; padding-top: 14px; border-top: 1px solid var(--pc-border); font-size: 14px; color: var(--pc-fg-2); }
.pc-connect-guide a { color: var(--pc-accent-text); font-weight: 600; text-decoration: none; border-radius: 4px; }
.pc-connect-guide a:hover { text-decoration: underline; }
${skeletonCss}
`

const LAZY_SECTIONS = Symbol('portico.connect-sections.lazy')

/** Whether a plugin's section is switched on by its feature flag (the remote configuration can turn it off). */
function enabled(section: ConnectSection, features: Features): boolean {
  return section.feature === undefined || isFeatureOn(features, section.feature)
}

/**
 * The section's component: the plugin's own, or react/'s for its login method's kind, or for a
 * method that shows as a button, the section of buttons. A section several plugins share is
 * drawn once, by the first of them that has one.
 */
function sectionComponent(kernel: Kernel, sections: readonly ConnectSection[]): { section: ConnectSection; Section: ComponentType<SectionProps> } | undefined {
  const { loginMethods } = kernel.store('registry').getState()
  for (const section of sections) {
    const method = loginMethods.find((candidate) => candidate.id === section.loginMethod)
    const load = section.load ?? (method ? sectionKinds[method.kind] ?? (method.button ? buttonsSection : undefined) : undefined)
    if (load) return { section, Section: lazyChunk<SectionProps>(kernel, LAZY_SECTIONS, section, load) }
  }
  return undefined
}

/**
 * The first view: the ways in, in `features.connectMethodsOrder` (SPEC section 9: email, social,
 * wallet), then any section a plugin registered under an id the order does not list. The wallet
 * section is react/'s own; the others are registered by their plugins, drawn for their login
 * method's kind or by the plugin's own component. One that no plugin registered, or whose feature
 * is off, is left out entirely. With the legal checkbox on, they wait for the visitor to agree.
 * Below them, the wallet guide line for visitors new to wallets, when the site enabled it and said
 * where the guide is.
 */
export default function Connect({ kernel }: ViewProps) {
  const features = useKernelState('options', (s) => s.features)
  const registered = useKernelState('registry', (s) => s.connectSections)
  const { enableWalletGuide, walletGuideUrl } = kernel.options
  const { t } = useMessages()

  const order: ConnectMethod[] = [...new Set([...features.connectMethodsOrder, ...registered.map((section) => section.id)])]
  const sections: { id: ConnectMethod; node: ReactNode }[] = []
  for (const id of order) {
    if (id === 'wallet') {
      if (kernel.options.enableWallets) sections.push({ id, node: <WalletSection kernel={kernel} /> })
      continue
    }
    const drawn = sectionComponent(kernel, registered.filter((candidate) => candidate.id === id && enabled(candidate, features)))
    if (drawn) {
      const { section, Section } = drawn
      sections.push({ id, node: <Suspense fallback={<Spinner size={24} label={t('loading')} />}><Section kernel={kernel} section={section} /></Suspense> })
    }
  }

  return (
    <div className="pc-connect">
      <style>{css}</style>
      {sections.length === 0 ? (
        <div className="pc-center" style={{ padding: '24px 0' }}>
          <p className="pc-heading">{t('noWayToConnect')}</p>
          <p className="pc-text-muted">{t('noWayToConnectHint')}</p>
        </div>
      ) : null}
      {sections.length > 0 ? (
        <LegalGate kernel={kernel}>
          {sections.map(({ id, node }, index) => (
            <section key={id} className="pc-connect-section" data-method={id}>
              {index > 0 ? <div className="pc-connect-divider" aria-hidden="true">{t('or')}</div> : null}
              {node}
            </section>
          ))}
        </LegalGate>
      ) : null}
      {enableWalletGuide && walletGuideUrl ? (
        <p className="pc-connect-guide">
          {t('newToWallets')}
          <a href={walletGuideUrl} target="_blank" rel="noopener noreferrer">
            {t('getStarted')}<span className="pc-visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </div>
  )
}
