import { useState } from 'react'
import { goBack, leaveAfterSwitch } from '../../core/router/navigationRules.js'
import { push } from '../../core/router/router.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import type { Network } from '../../core/types/network.js'
import { Icon } from '../components/Icon.js'
import { NetworkList, useNetworkGroups } from './Networks/NetworkList.js'
import { useNetworkSwitch } from './Networks/useNetworkSwitch.js'
import { viewIntent } from './viewIntent.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

/** Past this many networks a search field helps more than it clutters. */
const SEARCH_ABOVE = 8

const css = /* css */ `
.pc-networks { display: flex; flex-direction: column; gap: 12px; }
.pc-networks-search { position: relative; }
.pc-networks-search svg { position: absolute; inset-inline-start: 12px; top: 12px; color: var(--pc-fg-3); }
.pc-networks-group { display: flex; flex-direction: column; gap: 8px; }
.pc-networks-group h3 { margin: 4px 4px 0; font-size: 13px; font-weight: 600; color: var(--pc-fg-2); text-transform: uppercase; letter-spacing: 0.04em; }
`

/**
 * Every requested network of every registered namespace, grouped by namespace when there is more
 * than one. The active chain's connected switch asks the wallet on SwitchNetwork; a network of
 * another namespace goes through SwitchActiveChain; a chain with no wallet switches at once.
 */
export default function Networks({ kernel }: ViewProps) {
  const { groups, activeNamespace, activeId } = useNetworkGroups(kernel)
  const [query, setQuery] = useState('')
  const { t } = useMessages()
  const { state, run } = useNetworkSwitch(kernel, () => leaveAfterSwitch(kernel))
  const total = groups.reduce((sum, group) => sum + group.networks.length, 0)

  // A network of another family asks first; on a connected one the wallet is asked in a view of its own.
  const leadsTo = (network: Network): ViewId | undefined => {
    if (network.chainNamespace !== activeNamespace) return 'SwitchActiveChain'
    if (network.caipNetworkId === activeId) return undefined
    return groups.find((candidate) => candidate.namespace === network.chainNamespace)?.connected ? 'SwitchNetwork' : undefined
  }
  const pick = (network: Network) => {
    const view = leadsTo(network)
    if (view) return push(kernel, view, { network })
    if (network.caipNetworkId === activeId) return goBack(kernel)
    void run(network.caipNetworkId)
  }

  if (total === 0) {
    return (
      <div className="pc-center" style={{ padding: '24px 0' }}>
        <p className="pc-heading">{t('noNetworks')}</p>
        <p className="pc-text-muted">{t('noNetworksHint')}</p>
      </div>
    )
  }

  const needle = query.trim().toLowerCase()
  const shown = groups
    .map((group) => ({ ...group, networks: needle ? group.networks.filter((network) => network.name.toLowerCase().includes(needle)) : group.networks }))
    .filter((group) => group.networks.length > 0)
  const grouped = groups.length > 1

  return (
    <div className="pc-networks">
      <style>{css}</style>
      {total > SEARCH_ABOVE ? (
        <div className="pc-networks-search">
          <Icon name="search" />
          <input
            className="pc-input"
            type="search"
            aria-label={t('searchNetworks')}
            placeholder={t('searchNetwork')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <p className="pc-alert" data-variant="error" role="alert" style={{ margin: 0 }}>
          {state.error}
        </p>
      ) : null}
      {shown.length === 0 ? <p className="pc-text-muted pc-center">{t('noNetworkMatches', { query: query.trim() })}</p> : null}
      {shown.map((group) => (
        <section key={group.namespace} className="pc-networks-group" aria-labelledby={grouped ? `pc-networks-${group.namespace}` : undefined}>
          {grouped ? <h3 id={`pc-networks-${group.namespace}`}>{group.label}</h3> : null}
          <NetworkList
            label={grouped ? undefined : t('networks')}
            networks={group.networks}
            activeId={group.namespace === activeNamespace ? activeId : undefined}
            pendingId={state.status === 'pending' ? state.caipNetworkId : undefined}
            onPick={pick}
            intentFor={(network) => viewIntent(kernel, () => {
              const view = leadsTo(network)
              return view ? [view] : []
            })}
          />
        </section>
      ))}
    </div>
  )
}
