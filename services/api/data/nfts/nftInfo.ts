import { hostedImagePath, hostedTokenOfUri } from './hostedCollections.js'

/** SPEC section 3's nft_info: what a list or a history entry says of one token. */
export interface NftInfo {
  name: string
  flags: { is_spam: boolean }
  /** null when the token's metadata is not one this API serves: no picture is made up. */
  content: { preview: { url: string } } | null
}

export interface StoredNft {
  tokenId: string
  tokenUri: string | null
  collectionName: string | null
  isSpam: boolean
}

/**
 * A stored token as nft_info: a hosted token (its URI names this API's /v1/nft path) has its own
 * name and picture on the API's public base; any other is named after its collection, pictureless.
 */
export function toNftInfo(nft: StoredNft, publicBase: string): NftInfo {
  const hosted = hostedTokenOfUri(nft.tokenUri)
  const collection = nft.collectionName ?? hosted?.collection.name ?? 'Unknown collection'
  return {
    name: hosted?.name ?? `${collection} #${nft.tokenId}`,
    flags: { is_spam: nft.isSpam },
    content: hosted ? { preview: { url: new URL(hostedImagePath(hosted.slug, hosted.tokenId), publicBase).toString() } } : null,
  }
}
