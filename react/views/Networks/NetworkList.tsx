import { useMemo } from 'react'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { chainNamespaces } from '../../../core/connection/chainState.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { CaipNetworkId, Network } from '../../../core/types/network.js'
import { ListItem, Tag } from '../../components/ListItem.js'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { ViewIntentHandlers } from '../viewIntent.js'

export interface NetworkGroup {
  namespace: ChainNamespace
  /** The namespace's readable name, for group headings. */
  label: string
  networks: readonly Network[]
  /** The network this chain sits on. */
  current: CaipNetworkId | undefined
  connected: boolean
}

export interface NetworkGroups {
  groups: readonly NetworkGroup[]
  activeNamespace: ChainNamespace | undefined
  /** The active chain's network: the one tagged active. */
  activeId: CaipNetworkId | undefined
}

/** Every registered namespace's requested networks, in the order the plugins registered (with no plugin, the site's namespaces: chainNamespaces). */
export function useNetworkGroups(kernel: Kernel): NetworkGroups {
  const byNamespace = useKernelState('chains', (s) => s.byNamespace)
  const activeNamespace = useKernelState('chains', (s) => s.activeNamespace)
  return useMemo(() => {
    const groups: NetworkGroup[] = []
    for (const namespace of chainNamespaces(kernel)) {
      const chain = byNamespace[namespace]
      if (!chain || chain.network.requestedCaipNetworks.length === 0) continue
      groups.push({
        namespace,
        label: kernel.namespaces.get(namespace)?.label ?? namespace,
        networks: chain.network.requestedCaipNetworks,
        current: chain.network.caipNetwork?.caipNetworkId,
        connected: chain.account.status === 'connected',
      })
    }
    const activeId = groups.find((group) => group.namespace === activeNamespace)?.current
    return { groups, activeNamespace, activeId }
  }, [kernel, byNamespace, activeNamespace])
}

export interface NetworkListProps {
  networks: readonly Network[]
  /** Tagged 'Active'. */
  activeId?: CaipNetworkId | undefined
  /** Shows a spinner while its switch runs; the other rows wait. */
  pendingId?: CaipNetworkId | undefined
  onPick(network: Network): void
  /** What a row watches for before its click, to fetch the view it leads to (viewIntent). */
  intentFor?(network: Network): ViewIntentHandlers
  label?: string
}

/** Networks as rows: image, name, and the active one tagged. */
export function NetworkList({ networks, activeId, pendingId, onPick, intentFor, label }: NetworkListProps) {
  const { t } = useMessages()
  return (
    <ul className="pc-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeId
        const pending = network.caipNetworkId === pendingId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              image={<WalletImage name={network.name} src={network.assets?.imageUrl} size={36} rounded="circle" />}
              label={network.name}
              sublabel={network.testnet ? t('testnet') : undefined}
              tag={pending ? <Spinner size={18} label={t('switchingTo', { name: network.name })} /> : active ? <Tag tone="success">{t('active')}</Tag> : undefined}
              chevron={false}
              aria-current={active || undefined}
              aria-disabled={pendingId !== undefined || undefined}
              {...intentFor?.(network)}
              onClick={() => pendingId === undefined && onPick(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
