import { WALLET_IMAGE_FAILED } from '../../../core/slices/walletsSlice.js'
import type { BrowserWallet } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { installedWalletFor } from '../../connect/installedConnectors.js'

/** A listing's image as WalletImage takes it: the loaded URL, or loading until the kernel answers. */
export function listingImage(images: Readonly<Record<string, string>>, id: string): { src: string | undefined; loading: boolean } {
  const image = images[id]
  return { src: image === undefined || image === WALLET_IMAGE_FAILED ? undefined : image, loading: image === undefined }
}

/**
 * A listing's picture as every view shows it (All Wallets tile, its own view, the QR code's logo),
 * spread into WalletImage. A wallet installed in this browser keeps the icon it announced, the one
 * its INSTALLED row and ConnectingExternal show, so it is one picture wherever the visitor meets
 * it; any other listing shows the registry's image. `name` draws the placeholder's initials.
 */
export function walletPicture(
  listing: WalletListing,
  images: Readonly<Record<string, string>>,
  browserWallets: readonly BrowserWallet[],
): { name: string; src: string | undefined; loading: boolean } {
  const installed = installedWalletFor(listing, browserWallets)
  if (installed) return { name: installed.name, src: installed.icon, loading: false }
  return { name: listing.name, ...listingImage(images, listing.id) }
}
