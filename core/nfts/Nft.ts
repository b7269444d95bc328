import type { Network } from '../types/network.js'

/**
 * One non-fungible token an account holds (SPEC section 3's nft_info: name, flags.is_spam, content
 * preview), with the collection it belongs to and where it lives on the network.
 */
export interface Nft {
  /** The collection's contract (or the namespace's equivalent). */
  contract: string
  tokenId: string
  name: string
  collection: { name: string; symbol: string }
  /** Whoever answered flagged its collection as spam: a renderer hides it (SPEC section 5). */
  spam: boolean
  /** The token's picture; absent when its metadata gave none, and a renderer draws a stand-in. */
  imageUrl?: string | undefined
}

/** One page of an account's NFTs; `next` is what to pass as `cursor` for the following page. */
export interface NftPage {
  nfts: readonly Nft[]
  next: string | undefined
}

export interface NftQuery {
  address: string
  network: Network
  /** Absent for the first page; a page's `next` for the one after it. */
  cursor?: string | undefined
}

/** A token's key in a list: the same id in two collections is two tokens. */
export const nftKey = (nft: Pick<Nft, 'contract' | 'tokenId'>): string => `${nft.contract}:${nft.tokenId}`

/** SPEC section 5 hides spam-flagged NFTs: what an NFT list shows of a page. */
export const withoutSpam = (nfts: readonly Nft[]): Nft[] => nfts.filter((nft) => !nft.spam)
