import { useCallback, useEffect, useRef } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import { loadWalletImages } from '../../../core/wallets/loadWalletImages.js'

/** How long the grid must rest (no keystroke, no scroll) before a later screenful's images are fetched. */
export const TILE_IMAGES_SETTLE_MS = 120

/**
 * What the wallet grid calls with the ids of the tiles on screen. The first screenful's images
 * are fetched at once; a later one's once the list has rested a moment, so a keystroke or a fast
 * scroll does not fetch (and re-render for) images of tiles that are gone a moment later, and the
 * frame that shows the filtered list is not kept waiting by them.
 */
export function useTileImages(kernel: Kernel): (ids: string[]) => void {
  const state = useRef<{ shown: boolean; cancel: (() => void) | undefined }>({ shown: false, cancel: undefined })
  useEffect(() => () => state.current.cancel?.(), [])
  return useCallback(
    (ids: string[]) => {
      const current = state.current
      current.cancel?.()
      current.cancel = undefined
      if (!current.shown) {
        current.shown = true
        void loadWalletImages(kernel, ids)
        return
      }
      current.cancel = kernel.timers.setTimeout(() => {
        current.cancel = undefined
        void loadWalletImages(kernel, ids)
      }, TILE_IMAGES_SETTLE_MS)
    },
    [kernel],
  )
}
