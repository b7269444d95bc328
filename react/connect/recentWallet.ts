import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { BrowserWallet, ConnectorInfo } from '../../core/types/connector.js'

// Storage is shared with other scripts and older versions; an id longer than this is not ours.
const MAX_ID_LENGTH = 200

/** The id of the browser wallet, connector or wallet listing the visitor used last, shown first as RECENT. */
export function readRecentWallet(kernel: Kernel): string | undefined {
  const id = kernel.storage.get(STORAGE_KEYS.recentWallet)
  return id && id.length <= MAX_ID_LENGTH ? id : undefined
}

export function rememberRecentWallet(kernel: Kernel, id: string): void {
  if (id && id.length <= MAX_ID_LENGTH) kernel.storage.set(STORAGE_KEYS.recentWallet, id)
}

/** Whether the remembered id names `wallet`: its own id, or, as earlier versions kept, one of its connectors'. */
export function isRecentBrowserWallet(wallet: BrowserWallet, recentId: string | undefined): boolean {
  if (!recentId) return false
  return wallet.id === recentId || wallet.connectors.some((connector) => connector.id === recentId)
}

/**
 * Remembers a browser wallet that connected through `connector`: by the wallet's id, so it is one
 * RECENT row whichever chain family was used; by the connector's id when no wallet holds it.
 */
export function rememberRecentConnector(kernel: Kernel, connector: ConnectorInfo, wallet?: BrowserWallet): void {
  const holder = wallet ?? kernel.store('connectors').getState().browserWallets
    .find((candidate) => candidate.connectors.some((held) => held.id === connector.id && held.chain === connector.chain))
  rememberRecentWallet(kernel, holder?.id ?? connector.id)
}
