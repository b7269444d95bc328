import type { WalletListing } from '../types/wallet.js'

export type WalletsStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** What `wallets.images` holds for a wallet whose image could not be loaded in time. */
export const WALLET_IMAGE_FAILED = 'failed'

export interface WalletSearchState {
  /** The query as typed; `results` belong to the latest query that was answered. */
  query: string
  results: readonly WalletListing[]
  status: WalletsStatus
  error?: string
}

/** The provider API's wallet registry as far as the modal has loaded it (SPEC sections 5, 7, 9). */
export interface WalletsState {
  featured: readonly WalletListing[]
  recommended: readonly WalletListing[]
  /** Covers `featured` and `recommended`, which load together. */
  recommendedStatus: WalletsStatus
  /** The pages loaded so far, in page order, each wallet once. */
  listings: readonly WalletListing[]
  /** The registry's total for the site's filters, as the last page reported it. */
  count: number
  /** The highest page loaded; 0 before the first. */
  page: number
  status: WalletsStatus
  error?: string
  search: WalletSearchState
  /**
   * Wallet id to an object URL or data URL, or WALLET_IMAGE_FAILED. The object has no prototype,
   * so a wallet id such as `__proto__` or `constructor` is an ordinary key.
   */
  images: Readonly<Record<string, string>>
}

export const initialWalletSearchState = (): WalletSearchState => ({ query: '', results: [], status: 'idle' })

export const initialWalletsState = (): WalletsState => ({
  featured: [],
  recommended: [],
  recommendedStatus: 'idle',
  listings: [],
  count: 0,
  page: 0,
  status: 'idle',
  search: initialWalletSearchState(),
  images: Object.create(null) as Record<string, string>,
})
