import type { ReactNode } from 'react'
import type { ConnectMethod, Features } from '../../core/options/types.js'
import { useConnectMethods, type ConnectMethodComponent, type ConnectMethodSection } from '../connect/connectMethodRegistry.js'
import { useKernelState } from '../hooks/useKernelState.js'
import { skeletonCss } from './Connect/SkeletonRows.js'
import { WalletSection } from './Connect/WalletSection.js'
import type { ViewProps } from './viewRegistry.js'

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

/** Whether a plugin-provided section is switched on (the remote configuration can turn it off). */
const enabled: Record<ConnectMethodSection, (features: Features) => boolean> = {
  email: (features) => features.email,
  social: (features) => Array.isArray(features.socials) && features.socials.length > 0,
}

/**
 * The first view: the ways in, in `features.connectMethodsOrder` (SPEC section 9: email, social,
 * wallet). Email and social are sections that their plugins register; one that no plugin
 * registered, or whose feature is off, is left out entirely. Below them, the wallet guide line
 * for visitors new to wallets, when the site enabled it and said where the guide is.
 */
export default function Connect({ kernel }: ViewProps) {
  const features = useKernelState('options', (s) => s.features)
  const registered = useConnectMethods(kernel)
  const { enableWalletGuide, walletGuideUrl } = kernel.options

  const sections: { id: ConnectMethod; node: ReactNode }[] = []
  for (const method of new Set(features.connectMethodsOrder)) {
    if (method === 'wallet') {
      if (kernel.options.enableWallets) sections.push({ id: method, node: <WalletSection kernel={kernel} /> })
      continue
    }
    const Section: ConnectMethodComponent | undefined = registered.get(method)
    if (Section && enabled[method]?.(features)) sections.push({ id: method, node: <Section kernel={kernel} /> })
  }

  return (
    <div className="pc-connect">
      <style>{css}</style>
      {sections.length === 0 ? (
        <div className="pc-center" style={{ padding: '24px 0' }}>
          <p className="pc-heading">No way to connect</p>
          <p className="pc-text-muted">This site has not enabled a way to connect a wallet.</p>
        </div>
      ) : null}
      {sections.map(({ id, node }, index) => (
        <section key={id} className="pc-connect-section" data-method={id}>
          {index > 0 ? <div className="pc-connect-divider" aria-hidden="true">or</div> : null}
          {node}
        </section>
      ))}
      {enableWalletGuide && walletGuideUrl ? (
        <p className="pc-connect-guide">
          New to wallets?
          <a href={walletGuideUrl} target="_blank" rel="noopener noreferrer">
            Get started<span className="pc-visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </div>
  )
}
