import type { Network } from '../types/network.js'
import type { Transaction } from './Transaction.js'

export interface ActivityQuery {
  address: string
  network: Network
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | undefined
}

/** One page of an account's transactions, newest first. */
export interface ActivityPage {
  transactions: readonly Transaction[]
  /** Where the following page starts; undefined on the last page. */
  next: string | undefined
}

/**
 * Where the Activity tab's transactions come from (SPEC section 7's transactions: account,
 * cursor, chainId). By default the site's own API; a site replaces it through the activity
 * plugin's options. A failing read rejects; the plugin turns that into 'Failed to fetch transactions'.
 */
export interface ActivitySource {
  transactions(query: ActivityQuery): Promise<ActivityPage>
}
