import type { ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { ListItem, Tag } from '../../components/ListItem.js'
import { WalletImage } from '../../components/WalletImage.js'
import { listingImage } from './listingImage.js'

export interface WalletRowProps {
  wallet?: WalletListing
  connector?: ConnectorInfo
  images: Readonly<Record<string, string>>
  tag?: string | undefined
  onPick(): void
}

/** A wallet as a row button: a registry listing (its image from the kernel) or a connector. */
export function WalletRow({ wallet, connector, images, tag, onPick }: WalletRowProps) {
  const name = wallet?.name ?? connector?.name ?? ''
  const image = wallet
    ? <WalletImage name={name} {...listingImage(images, wallet.id)} />
    : <WalletImage name={name} src={connector?.imageUrl ?? connector?.info?.icon} />
  return (
    <ListItem
      image={image}
      label={name}
      tag={tag ? <Tag>{tag}</Tag> : undefined}
      onClick={onPick}
    />
  )
}
