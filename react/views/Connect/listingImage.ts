import { WALLET_IMAGE_FAILED } from '../../../core/slices/walletsSlice.js'

/** A listing's image as WalletImage takes it: the loaded URL, or loading until the kernel answers. */
export function listingImage(images: Readonly<Record<string, string>>, id: string): { src: string | undefined; loading: boolean } {
  const image = images[id]
  return { src: image === undefined || image === WALLET_IMAGE_FAILED ? undefined : image, loading: image === undefined }
}
