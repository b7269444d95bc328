import type { BrowserWallet, ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { ListItem, Tag } from '../../components/ListItem.js'
import { WalletImage } from '../../components/WalletImage.js'
import type { ViewIntentHandlers } from '../viewIntent.js'
import { listingImage } from './listingImage.js'

export interface WalletRowProps {
  wallet?: WalletListing
  connector?: ConnectorInfo
  browserWallet?: BrowserWallet
  images: Readonly<Record<string, string>>
  tag?: string | undefined
  /** A second line under the name (the chain families of a multi-chain wallet). */
  hint?: string | undefined
  onPick(): void
  /** What the row watches for before its click, to fetch the views it leads to (viewIntent). */
  intent?: ViewIntentHandlers
}

/** A wallet as a row button: a registry listing (its image from the kernel), a browser wallet or a connector. */
export function WalletRow({ wallet, connector, browserWallet, images, tag, hint, onPick, intent }: WalletRowProps) {
  const name = wallet?.name ?? browserWallet?.name ?? connector?.name ?? ''
  let image
  if (wallet) image = <WalletImage name={name} {...listingImage(images, wallet.id)} />
  else if (browserWallet) image = <WalletImage name={name} src={browserWallet.icon} />
  else image = <WalletImage name={name} src={connector?.imageUrl ?? connector?.info?.icon} />
  return (
    <ListItem
      image={image}
      label={name}
      sublabel={hint}
      tag={tag ? <Tag>{tag}</Tag> : undefined}
      {...intent}
      onClick={onPick}
    />
  )
}
