import { useCallback } from 'react'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import { leaveAfterSwitch } from '../../core/router/navigationRules.js'
import type { ChainsState } from '../../core/slices/chainsSlice.js'
import { Icon } from '../components/Icon.js'
import { useKernelState } from '../hooks/useKernel.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { DisconnectButton } from './Account/DisconnectButton.js'
import { NetworkList } from './Networks/NetworkList.js'
import { useNetworkSwitch } from './Networks/useNetworkSwitch.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const css = /* css */ `
.pc-unsupportedchain { display: flex; flex-direction: column; gap: 16px; }
.pc-unsupportedchain-intro { padding-top: 4px; }
.pc-unsupportedchain-intro p { margin: 0; }
.pc-unsupportedchain-icon { display: inline-flex; padding: 12px; border-radius: 50%; background: var(--pc-warning-soft); color: var(--pc-warning); }
`

/**
 * The wallet sits on a network the site does not support (SPEC section 4), named Unknown Network:
 * the networks the site supports to switch to, and Disconnect.
 */
export default function UnsupportedChain({ kernel }: ViewProps) {
  const namespace = useKernelState('chains', pickNamespace)
  const network = useNetwork(namespace)
  const onSwitched = useCallback(() => leaveAfterSwitch(kernel), [kernel])
  const { state, run } = useNetworkSwitch(kernel, onSwitched)
  const { t } = useMessages()

  return (
    <div className="pc-unsupportedchain">
      <style>{css}</style>
      <div className="pc-center pc-unsupportedchain-intro">
        <span className="pc-unsupportedchain-icon">
          <Icon name="warning" size={28} />
        </span>
        <p className="pc-heading">{t('unknownNetwork')}</p>
        <p className="pc-text-muted">{t('unsupportedNetworkHint')}</p>
      </div>
      {state.status === 'failed' ? (
        <p className="pc-alert" data-variant="error" role="alert" style={{ margin: 0 }}>
          {state.error}
        </p>
      ) : null}
      {network.networks.length > 0 ? (
        <NetworkList
          label={t('availableNetworks')}
          networks={network.networks}
          activeId={network.unsupported ? undefined : network.caipNetworkId}
          pendingId={state.status === 'pending' ? state.caipNetworkId : undefined}
          onPick={(choice) => void run(choice.caipNetworkId)}
        />
      ) : (
        <p className="pc-text-muted pc-center">{t('noNetworkAvailable')}</p>
      )}
      <DisconnectButton kernel={kernel} namespace={namespace} />
    </div>
  )
}

/** The chain on an unsupported network, the active one first; else the active chain. */
function pickNamespace(state: ChainsState): ChainNamespace | undefined {
  const active = state.activeNamespace
  if (active && state.byNamespace[active]?.network.unsupported) return active
  const entries = Object.entries(state.byNamespace) as [ChainNamespace, NonNullable<ChainsState['byNamespace'][ChainNamespace]>][]
  return entries.find(([, chain]) => chain.network.unsupported)?.[0] ?? active
}
