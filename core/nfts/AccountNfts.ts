import type { ChainNamespace } from '../constants/namespaces.js'
import type { SendError } from '../errors/SendError.js'
import type { Kernel } from '../kernel/types.js'
import { watchSlice } from '../kernel/watchSlice.js'
import type { Nft } from './Nft.js'

/** The slice the nfts plugin keeps its lists in; core names it so that a renderer can read it. */
export const NFTS_SLICE = 'nfts'

/**
 * The NFTs a connected account holds on its network, as the NFTs tab lists them: the pages read
 * so far with spam-flagged tokens left out (SPEC section 5), `next` while more pages follow, and
 * how the read of the next page goes (`more`), so a failed page keeps what was shown.
 */
export type AccountNfts =
  | { status: 'loading'; address: string; caipNetworkId: string }
  | {
      status: 'ready'
      address: string
      caipNetworkId: string
      nfts: readonly Nft[]
      next: string | undefined
      more: 'idle' | 'loading' | 'error'
    }
  | { status: 'error'; address: string; caipNetworkId: string; error: SendError }

export interface NftsState {
  byNamespace: Readonly<Partial<Record<ChainNamespace, AccountNfts>>>
  /** How many renderers show the lists now: they are read only while one does. */
  watchers: number
  /** Raised by `retryAccountNfts`: a list that failed is read again from its first page. */
  attempt: number
  /** Raised by `loadMoreAccountNfts`: the next page of each shown list is read. */
  pages: number
}

declare module 'portico/core' {
  interface KernelSlices {
    /** Defined by the nfts plugin (`portico/plugins/nfts`); absent without it. */
    nfts: NftsState
  }
}

export const initialNftsState = (): NftsState => ({ byNamespace: {}, watchers: 0, attempt: 0, pages: 0 })

function storeOf(kernel: Pick<Kernel, 'store'>) {
  try {
    return kernel.store(NFTS_SLICE)
  } catch {
    return undefined
  }
}

/**
 * Says a renderer shows the account's NFTs: the nfts plugin reads them while at least one does.
 * Call the returned function when it stops. Without the nfts plugin, nothing happens.
 */
export function watchAccountNfts(kernel: Pick<Kernel, 'store'>): () => void {
  return watchSlice(kernel, NFTS_SLICE)
}

/** Reads a failed list again from its first page (the visitor pressed "Try again"). */
export function retryAccountNfts(kernel: Pick<Kernel, 'store'>): void {
  storeOf(kernel)?.setState((draft) => {
    draft.attempt += 1
  })
}

/** Reads the next page of each shown list that has one (the visitor scrolled to its end, or retried a failed page). */
export function loadMoreAccountNfts(kernel: Pick<Kernel, 'store'>): void {
  storeOf(kernel)?.setState((draft) => {
    draft.pages += 1
  })
}
