import { Suspense, useMemo, useState, type ComponentType } from 'react'
import { setAccountTab } from '../../../core/actions/setAccountTab.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { AccountTabDefinition, FeatureDefinition } from '../../../core/kernel/contributions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { isFeatureOn } from '../../../core/slices/optionsSlice.js'
import type { AccountTab } from '../../../core/types/account.js'
import { ChunkBoundary } from '../../components/ChunkBoundary.js'
import { Icon, isIconName } from '../../components/Icon.js'
import { lazyChunk } from '../../components/lazyChunk.js'
import { tabKinds } from './tabKinds.js'
import { Spinner } from '../../components/Spinner.js'
import { Tabs } from '../../components/Tabs.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import { viewIntent } from '../viewIntent.js'

const ID_PREFIX = 'pc-account'
const LAZY_TABS = Symbol('portico.account-tabs.lazy')

export interface AccountTabProps {
  kernel: Kernel
  /** The chain whose account the tab shows. */
  namespace: ChainNamespace
}

export interface AccountTabsProps {
  kernel: Kernel
  namespace: ChainNamespace
  currentTab: AccountTab
}

/**
 * Tokens, NFTs and Activity, each only where a plugin provides it (Activity also needs its feature
 * flag, a tab that `requires` chain capabilities a namespace that has them). With no tab provided there is no tab bar at all. The chosen tab is the chain's currentTab.
 */
export function AccountTabs({ kernel, namespace, currentTab }: AccountTabsProps) {
  const registered = useKernelState('registry', (s) => s.accountTabs)
  const [attempt, setAttempt] = useState(0)
  const { t, label } = useMessages()
  const features = useKernelState('options', (s) => s.features)
  const capabilities = kernel.namespaces.get(namespace)?.capabilities
  // A tab named like a feature flag (activity) shows only while that flag is on; a tab reading
  // through chain capabilities (NFTs) only on a namespace that has them.
  const tabs = useMemo(
    () => [...registered]
      .sort((a, b) => a.order - b.order)
      .filter((tab) => isFeatureOn(features, tab.id, true))
      .filter((tab) => (tab.requires ?? []).every((name) => capabilities?.[name] !== undefined)),
    [registered, features, capabilities],
  )
  const selected = tabs.find((tab) => tab.id === currentTab) ?? tabs[0]
  // A new visit (a retry, or the visitor back on this tab) may replace a chunk that failed.
  const visit = useMemo(() => ({ tab: selected?.id, attempt }), [selected?.id, attempt])
  if (!selected) return null
  const Panel = lazyChunk<AccountTabProps>(kernel, LAZY_TABS, selected, loaderOf(selected), visit)
  return (
    <div className="pc-account-tabs">
      <Tabs
        label={t('titleAccount')}
        idPrefix={ID_PREFIX}
        tabs={tabs.map(({ id, label: english }) => ({ id, label: label(english) }))}
        selected={selected.id}
        onSelect={(tab) => setAccountTab(kernel, { tab, namespace })}
      />
      <div
        className="pc-account-panel"
        role="tabpanel"
        id={`${ID_PREFIX}-panel-${selected.id}`}
        aria-labelledby={`${ID_PREFIX}-tab-${selected.id}`}
        tabIndex={0}
      >
        {/* A tab whose chunk fails to load says so inside the panel; the rest of the view stays usable. */}
        <ChunkBoundary key={`${selected.id}:${attempt}`} message={t('tabNotLoaded')} retry={t('tryAgain')} size="sm" onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense
            fallback={
              <div className="pc-center" style={{ padding: '24px 0' }}>
                <Spinner size={24} label={t('loading')} />
              </div>
            }
          >
            <Panel kernel={kernel} namespace={namespace} />
          </Suspense>
        </ChunkBoundary>
      </div>
    </div>
  )
}

/** A tab's component: the plugin's own, else react/'s for its kind (a kind react/ lacks fails inside the panel). */
function loaderOf(tab: AccountTabDefinition): () => Promise<{ default: ComponentType<AccountTabProps> }> {
  if (tab.load) return tab.load
  const load = tabKinds[tab.kind]
  return load ?? (() => Promise.reject(new Error(`No Account tab of kind "${tab.kind}"`)))
}

/**
 * The wallet feature buttons in the site's walletFeaturesOrder. A feature shows only when a plugin
 * registered it, its flag is on (the remote configuration can switch it off) and the active
 * namespace has the chain capabilities it requires.
 */
export function AccountFeatures({ kernel }: { kernel: Kernel }) {
  const registered = useKernelState('registry', (s) => s.features)
  const features = useKernelState('options', (s) => s.features)
  const namespace = useKernelState('chains', (s) => s.activeNamespace)
  const { t, label } = useMessages()
  const capabilities = namespace ? kernel.namespaces.get(namespace)?.capabilities : undefined
  const shown = features.walletFeaturesOrder
    .filter((id) => isFeatureOn(features, id))
    .map((id) => registered.find((feature) => feature.id === id))
    .filter((feature): feature is FeatureDefinition => feature !== undefined)
    .filter((feature) => (feature.requires ?? []).every((name) => capabilities?.[name] !== undefined))
  if (shown.length === 0) return null
  return (
    <div className="pc-account-features" role="group" aria-label={t('walletFeatures')}>
      {shown.map((feature) => (
        <button key={feature.id} type="button" className="pc-account-feature" {...viewIntent(kernel, () => [feature.view])} onClick={() => push(kernel, feature.view)}>
          {isIconName(feature.icon) ? <Icon name={feature.icon} size={20} /> : null}
          {label(feature.label)}
        </button>
      ))}
    </div>
  )
}
