import type { CaipNetworkId, Network } from '../../../core/types/network.js'
import { ListItem, Tag } from '../../components/ListItem.js'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'

export interface NetworkListProps {
  networks: readonly Network[]
  /** Tagged 'Active'. */
  activeId?: CaipNetworkId | undefined
  /** Shows a spinner while its switch runs; the other rows wait. */
  pendingId?: CaipNetworkId | undefined
  onPick(network: Network): void
  label?: string
}

/** Networks as rows: image, name, and the active one tagged. */
export function NetworkList({ networks, activeId, pendingId, onPick, label }: NetworkListProps) {
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
              sublabel={network.testnet ? 'Testnet' : undefined}
              tag={pending ? <Spinner size={18} label={`Switching to ${network.name}`} /> : active ? <Tag tone="success">Active</Tag> : undefined}
              chevron={false}
              aria-current={active || undefined}
              aria-disabled={pendingId !== undefined || undefined}
              onClick={() => pendingId === undefined && onPick(network)}
            />
          </li>
        )
      })}
    </ul>
  )
}
