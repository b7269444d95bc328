import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import type { Kernel } from '../../core/kernel/types.js'

// Storage is shared with other scripts and older versions; an id longer than this is not ours.
const MAX_ID_LENGTH = 200

/** The id of the connector or wallet listing the visitor used last, shown first as RECENT. */
export function readRecentWallet(kernel: Kernel): string | undefined {
  const id = kernel.storage.get(STORAGE_KEYS.recentWallet)
  return id && id.length <= MAX_ID_LENGTH ? id : undefined
}

export function rememberRecentWallet(kernel: Kernel, id: string): void {
  if (id && id.length <= MAX_ID_LENGTH) kernel.storage.set(STORAGE_KEYS.recentWallet, id)
}
