import type { Kernel } from '../../core/kernel/types.js'
import { showsListings } from './pairingLogins.js'
import { fetchRecommendedWallets } from '../../core/wallets/fetchRecommendedWallets.js'
import { fetchWalletsPage } from '../../core/wallets/fetchWalletsPage.js'

/**
 * Starts loading what the Connect view lists from the registry: the recommended (and featured)
 * wallets, and the first page of all wallets, which gives the All Wallets count and lets that view
 * open with its first page ready. Runs when the visitor shows the intent to open the modal (a
 * pointer on the button, focus) and again when the view mounts; both fetches load once per kernel,
 * so the second call only joins the first.
 */
export function prefetchWallets(kernel: Kernel): void {
  if (!showsListings(kernel)) return
  void fetchRecommendedWallets(kernel)
  void fetchWalletsPage(kernel, { page: 1 })
}
